// What a console decision still lacks before it may be sent (issue 30): the action, and where the
// form asks one, the reason code. There is no default for either: a removal must never go out as
// "Kein Verstoß" because nobody chose.
import type { MessageId } from '../../../i18n/messages.ts';

export interface DecisionChoice {
  action: string;
  reason: string;
  withReason: boolean;
}

/** The labels of the fields still to choose, in the form's order; empty when it may be sent. */
export function missingDecisionFields({ action, reason, withReason }: DecisionChoice): MessageId[] {
  const missing: MessageId[] = [];
  if (action === '') missing.push('admin.decide.action');
  if (withReason && reason === '') missing.push('admin.decide.reasonCode');
  return missing;
}
