// The search parameter a tapped push opens the app with (workers/push.ts adds it, the app reads
// it: src/features/notifications/push-opened-boot.tsx): the bell notification's key.
export const FROM_PUSH_PARAM = 'from_push';
