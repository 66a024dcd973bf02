// The notes of an order (spec 2.3: order detail with notes): both parties read and add them. The
// newest 100 show first, oldest at the top; "older notes" loads the page before.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_MAX } from '../../core/orders.ts';
import { useSession } from '../../session/session-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useOnline } from '../layout/app-status.ts';
import { useAddOrderNote, useOrderNotes } from './order-notes-data.ts';
import { PAY_TEXTS } from './pay-errors.ts';

const NOTE_TEXTS: ErrorTexts = { ...PAY_TEXTS, offline: 'orders.notes.offline' };

export function OrderNotes({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const online = useOnline();
  const me = useSession().user?.id;
  const notes = useOrderNotes(orderId);
  const [text, setText] = useState('');
  const adding = useAddOrderNote(orderId);
  const busy = adding.isPending;
  const problem = adding.error;
  const fieldId = `order-${orderId}-note`;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const note = text.trim();
    if (!note || busy) return;
    adding.mutate(note, { onSuccess: () => setText('') });
  };

  return (
    <section className="panel order-notes" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>
        <FormattedMessage id="orders.notes.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="orders.notes.hint" />
      </p>
      {notes.status === 'loading' ? (
        <Loading />
      ) : notes.status === 'error' ? (
        <ErrorState failure={notes.error} onRetry={notes.reload} />
      ) : (
        <>
          {notes.hasOlder && (
            <button
              type="button"
              className="button button--secondary order-notes__older"
              disabled={notes.loadingOlder}
              onClick={notes.loadOlder}
            >
              <FormattedMessage id={notes.loadingOlder ? 'state.loading' : 'orders.notes.older'} />
            </button>
          )}
          {notes.notes.length === 0 ? (
            <p className="order-notes__empty">
              <FormattedMessage id="orders.notes.empty" />
            </p>
          ) : (
            <ol className="order-notes__list" data-testid="order-notes">
              {notes.notes.map((note) => (
                <li
                  key={note.id}
                  className={`order-note${note.author_id === me ? ' order-note--mine' : ''}`}
                  data-testid="order-note"
                >
                  <p className="order-note__meta">
                    <strong>
                      {note.author_id === me ? <FormattedMessage id="orders.notes.you" /> : note.author_name}
                    </strong>{' '}
                    <time dateTime={note.date_created}>
                      {intl.formatDate(note.date_created, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </p>
                  <p className="order-note__text">{note.note}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <form className="order-notes__form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>
          <FormattedMessage id="orders.notes.label" />
        </label>
        <textarea
          id={fieldId}
          className="input"
          rows={3}
          maxLength={NOTE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={problem || !online ? `${fieldId}-problem` : undefined}
        />
        {problem ? (
          <FailureText
            error={problem}
            texts={NOTE_TEXTS}
            className="field__error"
            id={`${fieldId}-problem`}
          />
        ) : (
          !online && (
            <p id={`${fieldId}-problem`} className="field__error" role="alert">
              <FormattedMessage id="orders.notes.offline" />
            </p>
          )
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!online || busy || text.trim() === ''}
        >
          <FormattedMessage id={busy ? 'state.loading' : 'orders.notes.send'} />
        </button>
      </form>
    </section>
  );
}
