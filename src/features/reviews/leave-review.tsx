// leave_review (spec 2.4, 4 and 5): after a completed sale each party rates the other once, 1 to
// 5 stars (a radio group: arrow keys choose) and a text, both required; the review is addressed
// to the order's counterpart. `<LeaveReviewButton order={order} />` shows only while the order's
// actions include `review`, and is gone once the review went through.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderAd, type OrderAdSource } from '../../core/order-ad.ts';
import type { Order } from '../../core/orders.ts';
import { RATING_RANGE, REVIEW_TEXT_MAX, reviewProblems } from '../../core/reviews.ts';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { useSession } from '../../session/session-store.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { counterpart, reviewedAd, reviewPayload, useLeaveReview } from './reviews.ts';

type ReviewableOrder = Pick<Order, 'id' | 'role' | 'actions' | 'customer_info' | 'vendor_info'> &
  OrderAdSource;

const RATINGS = Array.from(
  { length: RATING_RANGE.max - RATING_RANGE.min + 1 },
  (_, i) => RATING_RANGE.min + i,
);

export function StarInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId();
  return (
    <div className="star-input">
      {RATINGS.map((rating) => (
        <label
          key={rating}
          className={rating <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}
        >
          <input
            type="radio"
            name={name}
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            className="visually-hidden"
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">
            <FormattedMessage id="reviews.stars" values={{ count: rating }} />
          </span>
        </label>
      ))}
    </div>
  );
}

function LeaveReviewModal({
  order,
  onClose,
  onSent,
}: {
  order: ReviewableOrder;
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const session = useSession();
  const send = useLeaveReview();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const textId = useId();
  const problems = reviewProblems({ rating, content });
  const incomplete = tried && Object.keys(problems).length > 0;
  const other = counterpart(order);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setTried(true);
    // A refusal shown before gives way to what this press finds.
    send.reset();
    if (Object.keys(problems).length > 0) return;
    const payload = reviewPayload(order, session.user?.id, { rating, content });
    if (!payload) return;
    // Awaited, not mutate's callbacks: a dialog closed meanwhile still turns into the thanks.
    send.mutateAsync(payload).then(onSent, () => undefined);
  };

  return (
    <Modal title={intl.formatMessage({ id: 'reviews.leave.title' }, { name: other.name })} onClose={onClose}>
      <form className="review-form" noValidate onSubmit={submit} data-testid="leave-review">
        <p className="muted">
          <FormattedMessage id="reviews.leave.about" values={{ name: other.name, ad: orderAd(order).name }} />
        </p>
        <fieldset
          className="review-form__rating"
          aria-invalid={incomplete && problems.rating ? true : undefined}
        >
          <legend>
            <FormattedMessage id="reviews.leave.rating" />
          </legend>
          <StarInput value={rating} onChange={setRating} />
        </fieldset>
        <div className={`field${incomplete && problems.content ? ' field--invalid' : ''}`}>
          <label htmlFor={textId}>
            <FormattedMessage id="reviews.leave.text" />
          </label>
          <textarea
            id={textId}
            className="input"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={incomplete && problems.content ? true : undefined}
          />
        </div>
        {incomplete && (
          <p className="form__failure" role="alert">
            <FormattedMessage id="reviews.required" />
          </p>
        )}
        <FailureText error={send.error} />
        <div className="intro__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            <FormattedMessage id="reviews.leave.send" />
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The leave_review button of a completed order; after sending, it is replaced by a short thanks. */
export function LeaveReviewButton({
  order,
  onReviewed,
}: {
  order: ReviewableOrder;
  onReviewed?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (!order.actions.includes('review') || reviewedAd(order) === null) return null;
  return (
    <MessageArea area="buying">
      {sent ? (
        <p className="notice" role="status" data-testid="review-sent">
          <FormattedMessage id="reviews.leave.sent" />
        </p>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          <FormattedMessage id="reviews.leave.button" />
        </button>
      )}
      {open && !sent && (
        <LeaveReviewModal
          order={order}
          onClose={() => setOpen(false)}
          onSent={() => {
            setSent(true);
            setOpen(false);
            onReviewed?.();
          }}
        />
      )}
    </MessageArea>
  );
}
