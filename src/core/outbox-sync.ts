// The Background Sync hand-shake between the app and its service worker (workers/sw.ts): the app
// registers the tag while changes wait; the worker, woken by the browser once the connection is
// back, tells the open pages to send them (the replayers live in the page, not in the worker).
export const OUTBOX_SYNC = { tag: 'hm-outbox', message: 'hm-outbox-flush' } as const;
