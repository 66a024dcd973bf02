// The chat's words for the server's refusals (the error catalogue, src/core/errors.ts, through the
// app's one mapping, src/ui/failure-message.ts): a message kept as refused, opening a chat, a report.
import type { ErrorTexts } from '../../ui/failure-message.ts';

export const CHAT_REFUSAL_TEXTS: ErrorTexts = {
  codes: {
    hm_chat_blocked: 'chat.error.blocked',
    hm_chat_closed: 'chat.error.closed',
    hm_chat_forbidden: 'chat.error.forbidden',
    rest_invalid_param: 'chat.error.invalid',
    too_many_requests: 'chat.error.tooMany',
  },
  otherwise: 'chat.error.generic',
};
