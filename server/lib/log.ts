// What the server writes to its log when something fails: where (request id, method, route
// pattern) and what (the error's class names and codes), never its message. Messages carry the
// failed SQL with its parameters (password hashes, e-mail addresses), provider answers carry
// tokens, and a request's path can carry a reset key: none of that may reach a log file.

const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const FRAME = /^\s+at [^\n]{1,200}$/;

/** "DrizzleQueryError < DatabaseError 23505": each error in the cause chain, by class and code. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    if (typeof current !== 'object') {
      parts.push(typeof current);
      break;
    }
    const name = current.constructor?.name || 'Object';
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' && CODE.test(code) ? `${name} ${code}` : name);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' < ');
}

/** The top frames of the stack (code locations only; the first line, the message, is left out). */
function frames(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => FRAME.test(line))
    .slice(0, 5)
    .join('\n');
}

/** Log a failure: `where` is a fixed label or the request's id, method and route pattern. */
export function logError(where: string, error: unknown): void {
  const trace = frames(error);
  console.error(`[${where}] ${describeError(error)}${trace ? `\n${trace}` : ''}`);
}
