// The refusals of the chat calls (src/core/errors.ts lists the codes).
import { ApiError } from '../../lib/api-error.ts';

/** Not a member, or no such chat: the same answer, so ids cannot be probed. */
export const chatForbidden = () =>
  new ApiError(403, 'hm_chat_forbidden', 'Sorry, you are not permitted to view this chat.');
/** The caller blocked the other member: unblock first. */
export const chatBlocked = () =>
  new ApiError(403, 'hm_chat_blocked', 'You blocked this user; unblock them to write again.');
/**
 * The other member's account is no longer active (suspended or deleted, issue 30): the chat has
 * ended. Which of the two is not said (a suspension is nobody else's business).
 */
export const chatClosed = () =>
  new ApiError(403, 'hm_chat_closed', 'The other account is no longer active; this chat has ended.');
export const invalidParam = (param: string, reason: string) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: reason });
