// The PWA's entry: the styles, then the app's code, evaluated in two steps, each in a task of its
// own: React (react-dom alone is about half of the first load's JavaScript), then the router and
// the app (src/app.tsx). Evaluated together they were one long task that held the page for
// 150-200 ms on a phone. The chunks are all asked for at once, before this runs
// (scripts/app-shell.ts preloads the entry's dynamic imports too), so the steps cost no round trip.
import './ui/styles.css';

/** A macrotask: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Not a top-level await: that makes the bundler split the entry into many small chunks.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app.tsx'))
  .then((app) => app.start());
