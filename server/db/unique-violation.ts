// Recognising a unique violation (23505) however a driver wraps it (Drizzle puts the driver's
// error in `cause`): a race a unique index caught is an answer to give, never a 500.

/** The name of the unique index or constraint a write violated; undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const match = typeof e.message === 'string' ? /"([a-z_]+)"/.exec(e.message) : null;
      return match?.[1] ?? 'unique';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== undefined;
