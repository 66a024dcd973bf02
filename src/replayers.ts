// Every kind of change the app queues, and where its replayer lives: the one table the outbox is
// given at start (app.tsx). Each area's code is loaded when the first entry of its kind is due,
// so a queue never waits for a screen to be opened, and the first screen carries none of it.
import { OUTBOX_KINDS, type OutboxKind } from './core/outbox-kinds.ts';
import type { ReplayerLoader } from './local/outbox/engine.ts';

const favorites = () => import('./features/account/favorites.ts');
const publishing = () => import('./features/selling/publish-queue.ts');
const orders = () => import('./features/orders/orders-queue.ts');
const chat = () => import('./features/chat/chat-queue.ts');

export const REPLAYERS: Readonly<Record<OutboxKind, ReplayerLoader>> = {
  [OUTBOX_KINDS.favorite]: () => favorites().then((m) => m.favoriteReplayer),
  [OUTBOX_KINDS.mediaUpload]: () => publishing().then((m) => m.photoReplayer),
  [OUTBOX_KINDS.productCreate]: () => publishing().then((m) => m.productReplayer),
  [OUTBOX_KINDS.productUpdate]: () => publishing().then((m) => m.productReplayer),
  [OUTBOX_KINDS.orderCreate]: () => orders().then((m) => m.proposalReplayer),
  [OUTBOX_KINDS.orderUpdate]: () => orders().then((m) => m.answerReplayer),
  [OUTBOX_KINDS.chatMessage]: () => chat().then((m) => m.messageReplayer),
};
