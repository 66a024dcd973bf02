// Keys for the Idempotency-Key header: the server runs a changing call once per key and answers
// a repeat with the first answer, so a retry after a lost answer cannot act twice.

/** A fresh random key (a UUID; also where randomUUID is missing, e.g. plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per distinct request: the same key while `request` stays the same (===: the form's
 * unchanged values object, or a string naming a file), so sending it again after a failure is a
 * retry; a new key as soon as it changes.
 */
export function keyPerRequest(): (request: unknown) => string {
  let last: { request: unknown; key: string } | undefined;
  return (request) => {
    if (last === undefined || last.request !== request) last = { request, key: newIdempotencyKey() };
    return last.key;
  };
}
