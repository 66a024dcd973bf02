// What an admin does to an account (issue 18): suspend or lift a suspension with a reason code and
// a text (asked once more before it is sent; the user is told by mail), and erase it on the
// person's request (GDPR: no reason asked), only after typing the account's e-mail address.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDetail, SuspensionInput } from '../../../core/admin-users.ts';
import {
  MODERATION_REASON_CODES,
  MODERATION_TEXT_MAX_LENGTH,
  type ModerationReasonCode,
} from '../../../core/moderation-reasons.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { REASON_TEXTS } from '../../moderation/reason-texts.ts';
import { useEraseUser, useSetSuspension } from './users.ts';

export function SuspensionForm({ user }: { user: AdminUserDetail }) {
  const intl = useIntl();
  const suspending = !user.suspended;
  const [reason, setReason] = useState<ModerationReasonCode>(suspending ? 'fraud' : 'no_violation');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<SuspensionInput | undefined>();
  const mutation = useSetSuspension(user.id);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ suspended: suspending, reason_code: reason, text: text.trim() });
  };
  const confirm = () => {
    if (!asked) return;
    mutation.mutate(asked, {
      onSuccess: () => {
        setAsked(undefined);
        setText('');
        setReason(suspending ? 'no_violation' : 'fraud');
      },
    });
  };
  const heading = suspending ? 'admin.users.suspend.title' : 'admin.users.unsuspend.title';
  return (
    <form className="admin__action" aria-labelledby="admin-user-suspension" onSubmit={ask}>
      <h3 id="admin-user-suspension">
        <FormattedMessage id={heading} />
      </h3>
      <p>
        <FormattedMessage id={suspending ? 'admin.users.suspend.explain' : 'admin.users.unsuspend.explain'} />
      </p>
      <label htmlFor="admin-suspension-reason">
        <FormattedMessage id="admin.users.reason" />
      </label>
      <select
        id="admin-suspension-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value as ModerationReasonCode)}
        disabled={asked !== undefined}
      >
        {MODERATION_REASON_CODES.map((code) => (
          <option key={code} value={code}>
            {intl.formatMessage({ id: REASON_TEXTS[code].reason })}
          </option>
        ))}
      </select>
      <label htmlFor="admin-suspension-text">
        <FormattedMessage id="admin.users.text" />
      </label>
      <textarea
        id="admin-suspension-text"
        value={text}
        maxLength={MODERATION_TEXT_MAX_LENGTH}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        disabled={asked !== undefined}
      />
      {asked ? (
        <div className="admin__confirm" role="group" aria-labelledby="admin-suspension-confirm">
          <p id="admin-suspension-confirm">
            <FormattedMessage
              id={suspending ? 'admin.users.suspend.confirmText' : 'admin.users.unsuspend.confirmText'}
              values={{ name: user.name || user.email }}
            />
          </p>
          <button
            type="button"
            className={suspending ? 'button button--danger' : 'button button--primary'}
            disabled={mutation.isPending}
            onClick={confirm}
            autoFocus
          >
            <FormattedMessage
              id={suspending ? 'admin.users.suspend.confirm' : 'admin.users.unsuspend.confirm'}
            />
          </button>
          <button type="button" className="button button--link" onClick={() => setAsked(undefined)}>
            <FormattedMessage id="admin.users.cancel" />
          </button>
        </div>
      ) : (
        <button type="submit" className={suspending ? 'button button--danger' : 'button button--secondary'}>
          <FormattedMessage id={suspending ? 'admin.users.suspend.button' : 'admin.users.unsuspend.button'} />
        </button>
      )}
      <FailureText error={mutation.error} />
    </form>
  );
}

export function ErasureForm({ user, onErased }: { user: AdminUserDetail; onErased: () => void }) {
  const [typed, setTyped] = useState('');
  const mutation = useEraseUser(user.id);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) mutation.mutate(undefined, { onSuccess: onErased });
  };
  return (
    <form className="admin__action" aria-labelledby="admin-user-erasure" onSubmit={submit}>
      <h3 id="admin-user-erasure">
        <FormattedMessage id="admin.users.erase.title" />
      </h3>
      <p>
        <FormattedMessage id="admin.users.erase.explain" />
      </p>
      <label htmlFor="admin-erasure-confirm">
        <FormattedMessage id="admin.users.erase.type" values={{ email: user.email }} />
      </label>
      <input
        id="admin-erasure-confirm"
        type="text"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <button type="submit" className="button button--danger" disabled={!matches || mutation.isPending}>
        <FormattedMessage id="admin.users.erase.button" />
      </button>
      <FailureText error={mutation.error} />
    </form>
  );
}
