// The words of a decision's reason code, its rule and its action (issue 18): the client's texts
// for src/core/moderation-reasons.ts, so the statement and the console say the same.
import type { DecisionAction } from '../../core/moderation.ts';
import type { ModerationReasonCode } from '../../core/moderation-reasons.ts';
import type { MessageId } from '../../i18n/messages.ts';

export const REASON_TEXTS: Record<ModerationReasonCode, { reason: MessageId; rule: MessageId }> = {
  fraud: { reason: 'moderation.reason.fraud', rule: 'moderation.rule.fraud' },
  stolen: { reason: 'moderation.reason.stolen', rule: 'moderation.rule.stolen' },
  activation_lock: { reason: 'moderation.reason.activationLock', rule: 'moderation.rule.activationLock' },
  counterfeit: { reason: 'moderation.reason.counterfeit', rule: 'moderation.rule.counterfeit' },
  misleading: { reason: 'moderation.reason.misleading', rule: 'moderation.rule.misleading' },
  contact_data: { reason: 'moderation.reason.contactData', rule: 'moderation.rule.contactData' },
  wrong_category: { reason: 'moderation.reason.wrongCategory', rule: 'moderation.rule.wrongCategory' },
  offensive: { reason: 'moderation.reason.offensive', rule: 'moderation.rule.offensive' },
  spam: { reason: 'moderation.reason.spam', rule: 'moderation.rule.spam' },
  commercial: { reason: 'moderation.reason.commercial', rule: 'moderation.rule.commercial' },
  illegal: { reason: 'moderation.reason.illegal', rule: 'moderation.rule.illegal' },
  no_violation: { reason: 'moderation.reason.noViolation', rule: 'moderation.rule.noViolation' },
};

export const ACTION_TEXTS: Record<DecisionAction, MessageId> = {
  remove_ad: 'moderation.action.removeAd',
  reject_ad: 'moderation.action.rejectAd',
  remove_message: 'moderation.action.removeMessage',
};

/** The texts of a stored code (one the list no longer has shows as itself). */
export const reasonTextsOf = (code: string) =>
  Object.hasOwn(REASON_TEXTS, code) ? REASON_TEXTS[code as ModerationReasonCode] : undefined;
