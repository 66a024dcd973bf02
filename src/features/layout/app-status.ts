// The app's own state as the frame shows it: whether the browser is online. A new version of the
// app waiting to be used is app-update.ts (loaded with the update prompt).
export { useOnline } from '../../local/online.ts';
