// The console's decision form (issue 18): an action, a reason code from the list and the text the
// affected user reads in the statement of reasons. Neither action nor reason has a default (issue
// 30): the admin chooses, and a submit without them names what is missing.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  MODERATION_REASON_CODES,
  MODERATION_TEXT_MAX_LENGTH,
  type ModerationReasonCode,
} from '../../../core/moderation-reasons.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { REASON_TEXTS } from '../../moderation/reason-texts.ts';
import { missingDecisionFields } from './decision-fields.ts';

export interface DecideFormProps<A extends string> {
  actions: { value: A; label: MessageId }[];
  /** Whether the form asks for a reason code (an appeal's decision has none). */
  withReason?: boolean;
  textLabel?: MessageId;
  busy: boolean;
  error: unknown;
  onDecide: (input: { action: A; reason_code: ModerationReasonCode; text: string }) => void;
}

export function DecideForm<A extends string>(props: DecideFormProps<A>) {
  const intl = useIntl();
  const id = useId();
  const [action, setAction] = useState<A | ''>('');
  const [reason, setReason] = useState<ModerationReasonCode | ''>('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<MessageId[]>([]);
  const withReason = props.withReason !== false;
  return (
    <form
      className="form admin__decide"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const open = missingDecisionFields({ action, reason, withReason });
        setMissing(open);
        if (open.length > 0 || action === '') return;
        // An appeal's decision has no reason code; its caller sends none.
        props.onDecide({ action, reason_code: reason === '' ? 'no_violation' : reason, text: text.trim() });
      }}
    >
      <label htmlFor={`${id}-action`}>
        <FormattedMessage id="admin.decide.action" />
      </label>
      <select
        id={`${id}-action`}
        required
        aria-invalid={missing.includes('admin.decide.action')}
        value={action}
        onChange={(e) => setAction(e.target.value as A)}
      >
        <option value="" disabled>
          –
        </option>
        {props.actions.map((a) => (
          <option key={a.value} value={a.value}>
            {intl.formatMessage({ id: a.label })}
          </option>
        ))}
      </select>
      {withReason && (
        <>
          <label htmlFor={`${id}-reason`}>
            <FormattedMessage id="admin.decide.reasonCode" />
          </label>
          <select
            id={`${id}-reason`}
            required
            aria-invalid={missing.includes('admin.decide.reasonCode')}
            value={reason}
            onChange={(e) => setReason(e.target.value as ModerationReasonCode)}
          >
            <option value="" disabled>
              –
            </option>
            {MODERATION_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {intl.formatMessage({ id: REASON_TEXTS[code].reason })}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-text`}>
        <FormattedMessage id={props.textLabel ?? 'admin.decide.text'} />
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={MODERATION_TEXT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {missing.length > 0 && (
        <p className="form__failure" role="alert">
          <FormattedMessage
            id="admin.decide.missing"
            values={{ fields: missing.map((m) => intl.formatMessage({ id: m })).join(', ') }}
          />
        </p>
      )}
      <FailureText error={props.error} />
      <button type="submit" className="button button--primary button--small" disabled={props.busy}>
        <FormattedMessage id="admin.decide.submit" />
      </button>
    </form>
  );
}
