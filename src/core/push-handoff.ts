// What the service worker (workers/push.ts) hands the app about push, and how:
// - a tapped push opens the app with `?from_push=<key>`, the bell notification it told of
//   (src/features/notifications/push-opened-boot.tsx marks it read);
// - when the browser replaces a subscription (`pushsubscriptionchange`), the worker subscribes
//   again, leaves the replaced endpoint in Cache Storage and asks open windows to renew; the app's
//   renewal (src/features/account/push-browser.ts) then moves the old device's kinds to the new
//   endpoint and removes the old one on the server. The worker cannot do it itself: it holds no
//   session.
export const FROM_PUSH_PARAM = 'from_push';
export const PUSH_HANDOFF_CACHE = 'hm-push-handoff';
export const REPLACED_ENDPOINT_PATH = '/__push/replaced-endpoint';
export const PUSH_RENEW_MESSAGE = 'hm-push-renew';
