// One list of things to undo (child processes, databases, temporary folders), run in reverse order
// at the end of a run, on an error and on Ctrl-C, so nothing the bench started outlives it.
type Undo = { label: string; run: () => Promise<void> | void };

const stack: Undo[] = [];

/** Register an undo step; the returned function runs it early (and removes it from the list). */
export function onCleanup(label: string, run: Undo['run']): () => Promise<void> {
  const entry: Undo = { label, run };
  stack.push(entry);
  return async () => {
    const at = stack.indexOf(entry);
    if (at === -1) return;
    stack.splice(at, 1);
    await entry.run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    try {
      await entry.run();
    } catch (error) {
      console.error(`cleanup of ${entry.label} failed:`, error);
    }
  }
}
