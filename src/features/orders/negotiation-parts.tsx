// Pieces the offer screen (/product/{slug}/buy) and the negotiation screen (/order/{id}/offer)
// share: the login prompt, the notice of an answer waiting for the connection, the refusal in
// plain words, the notice of a write that could not be kept, the send button, and the yes/no step of the decline and cancel modals.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { dropOrderWrite } from './orders.ts';

/** Signed out: why a login is needed, and the button that opens it. */
export function LoginNotice({ message, testId }: { message: MessageId; testId?: string }) {
  return (
    <div className="notice" data-testid={testId}>
      <p>
        <FormattedMessage id={message} />
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthModal({ view: 'login' })}
      >
        <FormattedMessage id="orders.login" />
      </button>
    </div>
  );
}

/** A write kept offline in the outbox (`seq`), which the user may give up. */
export function QueuedNotice({
  testId,
  seq,
  onDiscarded,
  children,
}: {
  testId: string;
  seq: number | undefined;
  onDiscarded: () => void;
  children: ReactNode;
}) {
  return (
    <div className="notice" role="status" data-testid={testId}>
      <p>{children}</p>
      {seq !== undefined && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void dropOrderWrite(seq).then(onDiscarded)}
        >
          <FormattedMessage id="orders.discard" />
        </button>
      )}
    </div>
  );
}

/**
 * A write neither sent nor kept (offline before the outbox's code ever arrived, orders.ts
 * NOT_KEPT): said plainly, so the user knows to try again once connected.
 */
export function NotKeptNotice({ testId }: { testId: string }) {
  return (
    <div className="notice notice--error" role="alert" data-testid={testId}>
      <p>
        <FormattedMessage id="orders.notKept" />
      </p>
    </div>
  );
}

/** The server's refusal (refusalText), with `lead` before the reason where one is wanted. */
export function RefusedNotice({
  testId,
  refused,
  lead,
}: {
  testId: string;
  refused: { reason: string; nothingCharged: string };
  lead?: ReactNode;
}) {
  return (
    <div className="notice notice--error" role="alert" data-testid={testId}>
      <p>
        {lead}
        {lead && ' '}
        {refused.reason}
      </p>
      <p>{refused.nothingCharged}</p>
    </div>
  );
}

/** The form's submit button, which says so while the write is under way. */
export function SendButton({
  sending,
  label,
  testId,
}: {
  sending: boolean;
  label: MessageId;
  testId: string;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={sending} data-testid={testId}>
      <FormattedMessage id={sending ? 'orders.sending' : label} />
    </button>
  );
}

/** A modal's question with its "no" (closes the dialog) and its "yes". */
export function ConfirmStep({
  question,
  no,
  yes,
  onYes,
}: {
  question: MessageId;
  no: MessageId;
  yes: MessageId;
  onYes: () => void;
}) {
  return (
    <>
      <p>
        <FormattedMessage id={question} />
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={(e) => e.currentTarget.closest('dialog')?.close()}
        >
          <FormattedMessage id={no} />
        </button>
        <button type="button" className="button button--danger" onClick={onYes}>
          <FormattedMessage id={yes} />
        </button>
      </div>
    </>
  );
}
