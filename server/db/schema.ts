// The database schema lives in ./schema/, one file per area (drizzle.config.ts reads that folder).
// This barrel only keeps the ~150 existing imports of `db/schema.ts` working: moving them all to the
// area files now would clash with the work going on beside it. It holds no definitions of its own.
export * from './schema/users.ts';
export * from './schema/sign-in.ts';
export * from './schema/platform.ts';
export * from './schema/products.ts';
export * from './schema/media.ts';
export * from './schema/content.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/notifications.ts';
export * from './schema/chats.ts';
export * from './schema/realtime.ts';
export * from './schema/saved-searches.ts';
export * from './schema/push.ts';
export * from './schema/admin.ts';
export * from './schema/api-keys.ts';
export * from './schema/moderation.ts';
export * from './schema/fulfilment.ts';
export * from './schema/problems.ts';
