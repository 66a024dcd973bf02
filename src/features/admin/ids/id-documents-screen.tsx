// The console's ID documents (issue 18): the documents waiting for a decision, oldest first. An
// admin opens one to see front and back (private pictures, shown only while open) and approves it
// or rejects it with a reason the holder reads.
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminIdDocument } from '../../../core/admin-id-documents.ts';
import { ID_REASON_MAX_LENGTH, type IdDecision, type IdSide } from '../../../core/id-documents.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { FailureText } from '../../../ui/failure-text.tsx';
import { EmptyState, ErrorState, Loading } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { OwnCasesNote } from '../own-cases-note.tsx';
import { useDecideIdDocument, useIdImage, usePendingIdDocuments } from './id-documents.ts';

const SIDE_LABELS: Record<IdSide, MessageId> = { front: 'admin.ids.front', back: 'admin.ids.back' };

function IdImage({ id, side }: { id: number; side: IdSide }) {
  const intl = useIntl();
  const image = useIdImage(id, side);
  const label = intl.formatMessage({ id: SIDE_LABELS[side] });
  return (
    <figure className="admin__id-side">
      {image.url ? (
        <img src={image.url} alt={label} />
      ) : image.failure ? (
        <FailureText error={image.failure} />
      ) : (
        <Loading />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function Decision({ doc }: { doc: AdminIdDocument }) {
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideIdDocument(doc.id);
  const send = (decision: IdDecision) => decide.mutate(decision);
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') send({ outcome: 'rejected', reason: reason.trim() });
  };
  return (
    <form className="admin__action" onSubmit={reject} aria-label={doc.holder.name || doc.holder.email}>
      <button
        type="button"
        className="button button--primary"
        disabled={decide.isPending}
        onClick={() => send({ outcome: 'approved' })}
      >
        <FormattedMessage id="admin.ids.approve" />
      </button>
      {rejecting ? (
        <>
          <label htmlFor={`admin-id-reason-${doc.id}`}>
            <FormattedMessage id="admin.ids.reason" />
          </label>
          <textarea
            id={`admin-id-reason-${doc.id}`}
            value={reason}
            rows={2}
            maxLength={ID_REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
          />
          <button
            type="submit"
            className="button button--danger"
            disabled={decide.isPending || !reason.trim()}
          >
            <FormattedMessage id="admin.ids.rejectConfirm" />
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setRejecting(true)}>
          <FormattedMessage id="admin.ids.reject" />
        </button>
      )}
      <FailureText error={decide.error} />
    </form>
  );
}

function IdRow({ doc }: { doc: AdminIdDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="admin__id" data-testid="admin-id-document">
      <p>
        <strong>{doc.holder.name}</strong> ({doc.holder.email}) –{' '}
        <FormattedMessage
          id="admin.ids.submitted"
          values={{ date: <FormattedDate value={doc.submitted_at} dateStyle="medium" timeStyle="short" /> }}
        />
      </p>
      <button
        type="button"
        className="button button--link"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <FormattedMessage id={open ? 'admin.ids.close' : 'admin.ids.open'} />
      </button>
      {open && (
        <>
          <div className="admin__id-sides">
            <IdImage id={doc.id} side="front" />
            <IdImage id={doc.id} side="back" />
          </div>
          <Decision doc={doc} />
        </>
      )}
    </li>
  );
}

export function IdDocumentsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.ids.title' }));
  const queue = usePendingIdDocuments();
  return (
    <section aria-labelledby="admin-ids">
      <h2 id="admin-ids">
        <FormattedMessage id="admin.ids.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.ids.explain" />
      </p>
      <OwnCasesNote count={queue.own} />
      {queue.isPending && <Loading />}
      {queue.failure && <ErrorState failure={queue.failure} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.length === 0 && (
        <EmptyState title={<FormattedMessage id="admin.ids.empty" />} />
      )}
      {queue.data && queue.data.length > 0 && (
        <ul className="admin__ids">
          {queue.data.map((doc) => (
            <IdRow key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </section>
  );
}
