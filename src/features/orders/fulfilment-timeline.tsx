// A paid order's way to the buyer (issue 32) as a timeline: bezahlt → verschickt → zugestellt →
// erhalten, or how it ended otherwise (a problem, returned, cancelled as not shipped), with the
// day to ship by, the parcels with their carriers' tracking pages, the seller's money and the
// buyer's protection. The order query is asked again on every realtime step (live-updates.ts),
// so this follows the other party's steps live.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Fulfilment } from '../../core/fulfilment.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';

interface Step {
  id: string;
  label: MessageId;
  at: string | null;
}

/** When a problem ended with the refund: the return delivered, the admin's or the seller's refund. */
function refundedAt(f: Fulfilment): string | null {
  const p = f.problem;
  if (!p) return null;
  const sellerRefund = p.answer?.action === 'refund' ? p.answer.answered_at : null;
  return p.return?.delivered_at ?? p.decision?.decided_at ?? sellerRefund;
}

/** The steps shown: the happy path, then the end it took instead, if any. */
export function timelineSteps(order: Pick<Order, 'date_paid'>, f: Fulfilment): Step[] {
  const steps: Step[] = [
    { id: 'paid', label: 'orders.fulfilment.step.paid', at: order.date_paid },
    { id: 'shipped', label: 'orders.fulfilment.step.shipped', at: f.shipped_at },
    { id: 'delivered', label: 'orders.fulfilment.step.delivered', at: f.delivered_at },
    { id: 'received', label: 'orders.fulfilment.step.received', at: f.received_at },
  ];
  if (f.status === 'problem' || f.problem) {
    const at = f.problem?.opened_at ?? null;
    const done = steps.filter((s) => s.at !== null && (at === null || s.at <= at));
    const endings: Step[] = [{ id: 'problem', label: 'orders.fulfilment.step.problem', at }];
    if (f.status === 'returned')
      endings.push({ id: 'returned', label: 'orders.fulfilment.step.returned', at: refundedAt(f) });
    if (f.status === 'received') endings.push(steps[3] as Step);
    return [...done, ...endings];
  }
  if (f.status === 'returned') {
    return [
      ...steps.filter((s) => s.at !== null),
      { id: 'returned', label: 'orders.fulfilment.step.returned', at: null },
    ];
  }
  if (f.status === 'cancelled_not_shipped') {
    return [steps[0] as Step, { id: 'cancelled', label: 'orders.fulfilment.step.cancelled', at: null }];
  }
  return steps;
}

/** The step the order is at now: the last one done (an ending counts as done). */
const currentIndex = (steps: readonly Step[], f: Fulfilment): number => {
  const last = steps.at(-1);
  if (last && ['problem', 'returned', 'cancelled'].includes(last.id)) return steps.length - 1;
  let index = 0;
  steps.forEach((step, i) => {
    if (step.at !== null) index = i;
  });
  return f.status === 'received' ? steps.length - 1 : index;
};

function When({ at }: { at: string | null }) {
  const intl = useIntl();
  if (!at) return null;
  return (
    <time dateTime={at} className="timeline__time">
      {intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

export function FulfilmentTimeline({ order, fulfilment }: { order: Order; fulfilment: Fulfilment }) {
  const intl = useIntl();
  const steps = timelineSteps(order, fulfilment);
  const current = currentIndex(steps, fulfilment);
  const day = (at: string) => intl.formatDate(at, { dateStyle: 'medium' });
  const seller = order.role === 'vendor';
  const open = !['received', 'returned', 'cancelled_not_shipped'].includes(fulfilment.status);
  return (
    <section className="panel fulfilment" aria-labelledby="fulfilment-title" data-testid="fulfilment">
      <h2 id="fulfilment-title">
        <FormattedMessage id="orders.fulfilment.title" />
      </h2>
      <p role="status" data-testid="fulfilment-status" data-status={fulfilment.status}>
        <FormattedMessage id={`orders.fulfilment.status.${fulfilment.status}`} />
      </p>
      <ol className="timeline">
        {steps.map((step, i) => (
          <li
            key={step.id}
            className={`timeline__step timeline__step--${i < current || (i === current && step.at) ? 'done' : i === current ? 'now' : 'todo'}${['problem', 'cancelled'].includes(step.id) ? ' timeline__step--alert' : ''}`}
            aria-current={i === current ? 'step' : undefined}
            data-testid={`timeline-${step.id}`}
          >
            <span className="timeline__label">
              <FormattedMessage id={step.label} />
            </span>{' '}
            <When at={step.at} />
          </li>
        ))}
      </ol>
      <dl className="fulfilment__facts">
        {fulfilment.status === 'awaiting_shipment' && (
          <div>
            <dt>
              <FormattedMessage id="orders.fulfilment.shipBy" />
            </dt>
            <dd data-testid="fulfilment-ship-by">{day(fulfilment.ship_by)}</dd>
          </div>
        )}
        {seller ? (
          <div>
            <dt>
              <FormattedMessage id="orders.fulfilment.payout" />
            </dt>
            <dd data-testid="fulfilment-payout" data-status={fulfilment.payout.status}>
              <FormattedMessage
                id={`orders.fulfilment.payout.${fulfilment.payout.status}`}
                values={{ date: fulfilment.payout.released_at ? day(fulfilment.payout.released_at) : '' }}
              />
            </dd>
          </div>
        ) : (
          open && (
            <div>
              <dt>
                <FormattedMessage id="orders.fulfilment.protection" />
              </dt>
              <dd data-testid="fulfilment-protection">
                <FormattedMessage
                  id="orders.fulfilment.protectionUntil"
                  values={{ date: day(fulfilment.protection_ends_at) }}
                />
              </dd>
            </div>
          )
        )}
      </dl>
      {fulfilment.trackings.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="orders.fulfilment.trackings" />
          </h3>
          <ul className="fulfilment__trackings" data-testid="fulfilment-trackings">
            {fulfilment.trackings.map((t) => (
              <li key={t.tracking_id}>
                {t.tracking_provider}:{' '}
                <a href={t.tracking_link} target="_blank" rel="noopener noreferrer">
                  {t.tracking_number}
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="orders.fulfilment.newTab" />
                  </span>
                </a>{' '}
                <span className="muted">
                  <FormattedMessage id="orders.fulfilment.shippedOn" values={{ date: day(t.date_shipped) }} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
