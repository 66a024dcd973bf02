// V8's explicit compile hint (Chrome 136 and later): a file whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
// background thread, instead of each one on the main thread the first time it is called. Left
// lazy, React's and the first screen's functions were compiled in the middle of the app's start
// and first render, tasks that hold the phone (docs/performance.md, issue 33, twelfth round). Only
// the chunks whose code runs as the page opens carry it: eager compiling of code that is not run
// costs time and memory for nothing. Other browsers read it as a comment.
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the named chunks. Last of all (after Vite puts its list of preloads at the top of a
 * chunk), since the hint counts only as the file's first line. A chunk's name decides, so the same
 * file name still always means the same bytes.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const marked = new Set(chunkNames);
  return {
    name: 'handymarkt:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && marked.has(chunk.name)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
