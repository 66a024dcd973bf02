// Settings, the ID row of "Verifizierung" (issue 17, docs/id-verification.md): the holder is told
// to black out the access number and the serial number (PAuswG § 20), uploads front and back and
// sees the upload wait for review (withdrawable), then verified with its date, or the reviewer's
// reason with a new upload.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureText } from '../../ui/failure-text.tsx';
import { Loading } from '../../ui/states.tsx';
import { FORM_TEXTS } from './form-errors.ts';
import { useIdDocumentState, useUploadIdDocument, useWithdrawIdDocument } from './id-verification.ts';
import { VerifiedSince } from './verified-since.tsx';

const ACCEPT = 'image/jpeg,image/png';

function UploadForm() {
  const upload = useUploadIdDocument();
  const [front, setFront] = useState<File>();
  const [back, setBack] = useState<File>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (front && back && !upload.isPending) upload.mutate({ front, back });
  };
  return (
    <form className="id-upload" onSubmit={submit} aria-describedby="id-upload-hint">
      <p id="id-upload-hint" className="notice">
        <FormattedMessage id="account.verify.idHint" />
      </p>
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="account.verify.idFront" />
        </span>
        <input type="file" accept={ACCEPT} onChange={(e) => setFront(e.target.files?.[0])} />
      </label>
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="account.verify.idBack" />
        </span>
        <input type="file" accept={ACCEPT} onChange={(e) => setBack(e.target.files?.[0])} />
      </label>
      <FailureText error={upload.error} texts={FORM_TEXTS} />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!front || !back || upload.isPending}
          aria-busy={upload.isPending}
        >
          <FormattedMessage id="account.verify.idUpload" />
        </button>
      </div>
    </form>
  );
}

export function IdVerification({ verifiedAt }: { verifiedAt: string | null }) {
  const intl = useIntl();
  const state = useIdDocumentState();
  const withdraw = useWithdrawIdDocument();
  if (verifiedAt !== null) return <VerifiedSince at={verifiedAt}>{null}</VerifiedSince>;
  const doc = state.data;
  if (!doc) return state.isError ? <FailureText error={state.error} /> : <Loading />;
  // Approved before this account's data was read again.
  if (doc.status === 'approved') return <VerifiedSince at={doc.decided_at}>{null}</VerifiedSince>;
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' }) : '';
  if (doc.status === 'pending' && doc.id !== null) {
    const id = doc.id;
    return (
      <div data-testid="id-pending">
        <p role="status">
          <FormattedMessage id="account.verify.idPending" values={{ date: date(doc.submitted_at) }} />
        </p>
        <FailureText error={withdraw.error} texts={FORM_TEXTS} />
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(id)}
        >
          <FormattedMessage id="account.verify.idWithdraw" />
        </button>
      </div>
    );
  }
  return (
    <>
      {doc.status === 'rejected' && (
        <p className="form__failure" data-testid="id-rejected">
          <FormattedMessage
            id={doc.reason ? 'account.verify.idRejectedReason' : 'account.verify.idRejected'}
            values={{ date: date(doc.decided_at), reason: doc.reason ?? '' }}
          />
        </p>
      )}
      <UploadForm />
    </>
  );
}
