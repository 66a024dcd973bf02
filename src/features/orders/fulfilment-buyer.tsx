// The buyer's part of a paid purchase (issue 32): confirm receipt once the parcel is on its way
// or delivered (a confirmation first: it releases the seller's money), cancel for a full refund
// when the seller has not shipped by `ship_by`, or report a problem (problem-form.tsx). All need
// a connection: each says so offline instead of doing nothing.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  mayCancelNotShipped,
  mayConfirmReceipt,
  mayOpenProblem,
  type Fulfilment,
} from '../../core/fulfilment.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useNow } from '../../ui/countdown.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useOnline } from '../layout/app-status.ts';
import { FULFILMENT_TEXTS } from './fulfilment-errors.ts';
import { useCancelNotShipped, useConfirmReceipt } from './fulfilment.ts';
import { ProblemForm } from './problem-form.tsx';

/** A confirmation dialog whose "yes" runs an online-only call and closes once it went through. */
function ConfirmCall({
  title,
  text,
  yes,
  call,
  testId,
  onClose,
}: {
  title: MessageId;
  text: MessageId;
  yes: MessageId;
  call: { mutate: (v: undefined, o: { onSuccess: () => void }) => void; isPending: boolean; error: unknown };
  testId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const online = useOnline();
  return (
    <Modal title={intl.formatMessage({ id: title })} onClose={onClose}>
      <div className="modal__body" data-testid={testId}>
        <p>
          <FormattedMessage id={text} />
        </p>
        {online ? (
          <FailureText error={call.error} texts={FULFILMENT_TEXTS} />
        ) : (
          <p className="form__failure" role="alert">
            <FormattedMessage id="orders.fulfilment.offline" />
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            <FormattedMessage id="orders.fulfilment.back" />
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={call.isPending || !online}
            onClick={() => call.mutate(undefined, { onSuccess: onClose })}
            data-testid={`${testId}-yes`}
          >
            <FormattedMessage id={call.isPending ? 'state.loading' : yes} />
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function BuyerFulfilment({ order, fulfilment }: { order: Order; fulfilment: Fulfilment }) {
  // Whether ship_by has passed: a minute's precision is enough for a day's deadline.
  const now = new Date(useNow(60_000));
  const [open, setOpen] = useState<'receipt' | 'cancel' | 'problem'>();
  const receipt = useConfirmReceipt(order.id);
  const cancel = useCancelNotShipped(order.id);
  const canConfirm = mayConfirmReceipt(fulfilment.status);
  const canCancel = mayCancelNotShipped(fulfilment.status, new Date(fulfilment.ship_by), now);
  const canReport = mayOpenProblem(fulfilment.status) && !fulfilment.problem;
  if (!canConfirm && !canCancel && !canReport) return null;
  return (
    <section className="panel fulfilment-actions" aria-labelledby="fulfilment-buyer-title">
      <h2 id="fulfilment-buyer-title">
        <FormattedMessage id="orders.fulfilment.buyerTitle" />
      </h2>
      {canConfirm && (
        <p className="muted">
          <FormattedMessage id="orders.receipt.hint" />
        </p>
      )}
      {canCancel && (
        <p className="muted">
          <FormattedMessage id="orders.notShipped.hint" />
        </p>
      )}
      <div className="purchase__next">
        {canConfirm && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen('receipt')}
            data-testid="receipt-open"
          >
            <FormattedMessage id="orders.receipt.button" />
          </button>
        )}
        {canCancel && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setOpen('cancel')}
            data-testid="cancel-open"
          >
            <FormattedMessage id="orders.notShipped.button" />
          </button>
        )}
        {canReport && open !== 'problem' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen('problem')}
            data-testid="problem-open"
          >
            <FormattedMessage id="orders.problem.button" />
          </button>
        )}
      </div>
      {open === 'problem' && canReport && (
        <ProblemForm orderId={order.id} onClose={() => setOpen(undefined)} />
      )}
      {open === 'receipt' && (
        <ConfirmCall
          title="orders.receipt.title"
          text="orders.receipt.confirm"
          yes="orders.receipt.yes"
          call={receipt}
          testId="receipt-dialog"
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'cancel' && (
        <ConfirmCall
          title="orders.notShipped.title"
          text="orders.notShipped.confirm"
          yes="orders.notShipped.yes"
          call={cancel}
          testId="cancel-dialog"
          onClose={() => setOpen(undefined)}
        />
      )}
    </section>
  );
}
