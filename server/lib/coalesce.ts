// Asks made in the same turn of the event loop, answered by one batch call (the DataLoader
// pattern): the realtime sockets woken together by one commit's wake-ups read their events in one
// query instead of one each. A quiet server pays nothing but a setImmediate; a busy one folds more
// asks into each batch, so its cost per ask falls as its load rises.

/**
 * `answerAll` gets the asks in the order they were made and must answer one result per ask, in
 * that order. A failed batch fails each of its asks.
 */
export function coalescePerTurn<A, R>(answerAll: (asks: A[]) => Promise<R[]>): (ask: A) => Promise<R> {
  let waiting: { ask: A; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    answerAll(batch.map((w) => w.ask))
      .then(
        (results) => {
          if (results.length !== batch.length) throw new Error('a batch answered the wrong number of asks');
          batch.forEach((w, i) => w.resolve(results[i] as R));
        },
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .catch((error: unknown) => batch.forEach((w) => w.reject(error)));
  };
  return (ask) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
}
