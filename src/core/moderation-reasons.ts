// The reasons the operator gives for a moderation decision (issue 18), each tied to the rule it
// applies: a clause of our terms (page `termsandconditions`) or the law. A statement of reasons
// (Digital Services Act, Art. 17) names the reason and its rule; the texts are the client's
// (`moderation.reason.<code>` and `moderation.rule.<code>` in src/i18n), so both languages agree.
//
// Shared by every operator decision: removing or rejecting an ad, dismissing a report, suspending
// an account. `no_violation` is the reason of a decision in the user's favour (dismiss, approve,
// an appeal granted).
export const MODERATION_REASON_CODES = [
  'fraud',
  'stolen',
  'activation_lock',
  'counterfeit',
  'misleading',
  'contact_data',
  'wrong_category',
  'offensive',
  'spam',
  'commercial',
  'illegal',
  'no_violation',
] as const;
export type ModerationReasonCode = (typeof MODERATION_REASON_CODES)[number];

/** The rule each reason applies, as a reference a user can look up. */
export const MODERATION_RULES: Record<ModerationReasonCode, string> = {
  fraud: 'AGB 11',
  stolen: 'AGB 4',
  activation_lock: 'AGB 4',
  counterfeit: 'AGB 4',
  misleading: 'AGB 3',
  contact_data: 'AGB 3',
  wrong_category: 'AGB 3',
  offensive: 'AGB 8, AGB 9',
  spam: 'AGB 3',
  commercial: 'AGB 2',
  illegal: 'AGB 9',
  no_violation: '',
};

/** The free text beside a reason code: what exactly was wrong, in the operator's words. */
export const MODERATION_TEXT_MAX_LENGTH = 2000;
/** How long a decision can be appealed (DSA Art. 20: at least six months). */
export const APPEAL_WINDOW_DAYS = 183;
