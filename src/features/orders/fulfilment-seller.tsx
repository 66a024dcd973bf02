// The seller's part of a paid sale (issue 32): a DHL label booked here (then its PDF, fetched with
// the login's token) or a parcel entered by hand (shipment-form.tsx), while the order may still
// take a tracking. Labels need a connection; the form works offline through the outbox.
import { FormattedMessage } from 'react-intl';
import { mayAddTracking, type Fulfilment } from '../../core/fulfilment.ts';
import type { Order } from '../../core/orders.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { useOnline } from '../layout/app-status.ts';
import { FULFILMENT_TEXTS } from './fulfilment-errors.ts';
import { useCreateLabel, useDownloadPdf } from './fulfilment.ts';
import { ShipmentForm } from './shipment-form.tsx';

/** Download a private PDF (the label, the return label) as the given button. */
export function PdfButton({
  which,
  orderId,
  text,
  testId,
}: {
  which: 'label' | 'return-label';
  orderId: number;
  text: 'orders.label.download' | 'orders.problem.returnLabel';
  testId: string;
}) {
  const download = useDownloadPdf(which, orderId);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        data-testid={testId}
      >
        <FormattedMessage id={download.isPending ? 'state.loading' : text} />
      </button>
      <FailureText error={download.error} texts={FULFILMENT_TEXTS} />
    </>
  );
}

function LabelPanel({ order, fulfilment }: { order: Order; fulfilment: Fulfilment }) {
  const online = useOnline();
  const label = useCreateLabel(order.id);
  const hasDhl = fulfilment.trackings.some((t) => t.tracking_provider === 'DHL');
  const booked = label.isSuccess || (fulfilment.status !== 'awaiting_shipment' && hasDhl);
  return (
    <div className="fulfilment__label" data-testid="label-panel">
      <h3>
        <FormattedMessage id="orders.label.title" />
      </h3>
      {booked ? (
        <>
          {label.data && (
            <p role="status" data-testid="label-created">
              <FormattedMessage id="orders.label.created" values={{ number: label.data.tracking_number }} />
            </p>
          )}
          <PdfButton which="label" orderId={order.id} text="orders.label.download" testId="label-download" />
        </>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage id="orders.label.hint" />
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={label.isPending || !online}
            onClick={() => label.mutate()}
            data-testid="label-create"
          >
            <FormattedMessage id={label.isPending ? 'state.loading' : 'orders.label.create'} />
          </button>
          {!online && (
            <p className="form__failure" role="alert">
              <FormattedMessage id="orders.fulfilment.offline" />
            </p>
          )}
          <FailureText error={label.error} texts={FULFILMENT_TEXTS} />
        </>
      )}
    </div>
  );
}

export function SellerShipping({ order, fulfilment }: { order: Order; fulfilment: Fulfilment }) {
  if (!mayAddTracking(fulfilment.status)) return null;
  return (
    <section className="panel fulfilment-actions" aria-labelledby="fulfilment-ship-title">
      <h2 id="fulfilment-ship-title">
        <FormattedMessage
          id={
            fulfilment.status === 'awaiting_shipment'
              ? 'orders.fulfilment.shipNow'
              : 'orders.fulfilment.shipMore'
          }
        />
      </h2>
      {fulfilment.status !== 'delivered' && <LabelPanel order={order} fulfilment={fulfilment} />}
      <ShipmentForm orderId={order.id} />
    </section>
  );
}
