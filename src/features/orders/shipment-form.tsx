// "Sendung eintragen" (issue 32): the seller names the carrier and the parcel's number (checked
// as typed against the carrier's format, src/core/carriers.ts) and optionally the day it was
// handed in. It goes through the outbox, so it works at the post office counter without a
// connection and is sent once when the connection returns.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARRIERS } from '../../core/carriers.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { dropShipment, useMarkShipped, usePendingShipments } from './fulfilment.ts';
import {
  shipmentPayload,
  shipmentProblem,
  shipmentRefusalId,
  type ShipmentProblem,
} from './shipment-queue.ts';

const PROBLEM_TEXTS: Record<ShipmentProblem, MessageId> = {
  carrierRequired: 'orders.shipment.carrierRequired',
  numberRequired: 'orders.shipment.numberRequired',
  numberInvalid: 'error.invalidTrackingNumber',
  dateFuture: 'orders.shipment.dateFuture',
};

/** Today as YYYY-MM-DD in the user's own time zone (the date field's max). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ShipmentForm({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const id = useId();
  const [provider, setProvider] = useState('');
  const [number, setNumber] = useState('');
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const shipped = useMarkShipped();
  const pending = usePendingShipments(orderId);
  const max = today();
  const problem = shipmentProblem({ provider, number, date }, max);
  // Instant feedback on the number once something is typed; the rest once the form was sent.
  const numberProblem =
    problem === 'numberInvalid' && number.trim() !== '' ? problem : touched ? problem : undefined;
  const current = shipped.current;
  const busy = current.state === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem !== undefined || busy) return;
    const outcome = await shipped.send(shipmentPayload(orderId, { provider, number, date }));
    if (outcome.state === 'sent' || outcome.state === 'queued') {
      setNumber('');
      setDate('');
      setTouched(false);
    }
  };

  return (
    <form className="shipment-form" onSubmit={(e) => void submit(e)} noValidate data-testid="shipment-form">
      <h3>
        <FormattedMessage id="orders.shipment.title" />
      </h3>
      <div className={`field${touched && problem === 'carrierRequired' ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-carrier`}>
          <FormattedMessage id="orders.shipment.carrier" />
        </label>
        <select
          id={`${id}-carrier`}
          className="input"
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          aria-invalid={touched && problem === 'carrierRequired' ? true : undefined}
          data-testid="shipment-carrier"
        >
          <option value="">{intl.formatMessage({ id: 'orders.shipment.chooseCarrier' })}</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier.name} value={carrier.name}>
              {carrier.name}
            </option>
          ))}
        </select>
        {touched && problem === 'carrierRequired' && (
          <small className="field__error" role="alert">
            <FormattedMessage id={PROBLEM_TEXTS.carrierRequired} />
          </small>
        )}
      </div>
      <div
        className={`field${numberProblem === 'numberInvalid' || numberProblem === 'numberRequired' ? ' field--invalid' : ''}`}
      >
        <label htmlFor={`${id}-number`}>
          <FormattedMessage id="orders.shipment.number" />
        </label>
        <input
          id={`${id}-number`}
          className="input"
          value={number}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          onChange={(e) => setNumber(e.target.value)}
          aria-invalid={
            numberProblem === 'numberInvalid' || numberProblem === 'numberRequired' ? true : undefined
          }
          aria-describedby={
            numberProblem === 'numberInvalid' || numberProblem === 'numberRequired'
              ? `${id}-number-error`
              : undefined
          }
          data-testid="shipment-number"
        />
        {(numberProblem === 'numberInvalid' || numberProblem === 'numberRequired') && (
          <small id={`${id}-number-error`} className="field__error" role="alert">
            <FormattedMessage id={PROBLEM_TEXTS[numberProblem]} />
          </small>
        )}
      </div>
      <div className={`field${touched && problem === 'dateFuture' ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-date`}>
          <FormattedMessage id="orders.shipment.date" />
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className="input"
          value={date}
          max={max}
          onChange={(e) => setDate(e.target.value)}
          aria-describedby={`${id}-date-hint`}
        />
        <small id={`${id}-date-hint`} className="field__hint">
          <FormattedMessage id="orders.shipment.dateHint" />
        </small>
        {touched && problem === 'dateFuture' && (
          <small className="field__error" role="alert">
            <FormattedMessage id={PROBLEM_TEXTS.dateFuture} />
          </small>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="shipment-submit">
        <FormattedMessage id={busy ? 'state.loading' : 'orders.shipment.submit'} />
      </button>
      {current.state === 'notKept' && (
        <p className="form__failure" role="alert">
          <FormattedMessage id="orders.shipment.notKept" />
        </p>
      )}
      {current.state === 'refused' && (
        <p className="form__failure" role="alert" data-testid="shipment-refused">
          <FormattedMessage id={shipmentRefusalId(current.failure)} />
        </p>
      )}
      {current.state === 'sent' && (
        <p className="notice" role="status" data-testid="shipment-sent">
          <FormattedMessage id="orders.shipment.sent" />
        </p>
      )}
      {pending.length > 0 && (
        <ul className="shipment-form__pending" data-testid="shipment-pending">
          {pending.map((entry) => (
            <li key={entry.seq}>
              {entry.payload.provider} {entry.payload.number}:{' '}
              <FormattedMessage
                id={
                  entry.state === 'queued'
                    ? 'orders.shipment.queued'
                    : entry.failure
                      ? shipmentRefusalId(entry.failure)
                      : 'orders.error.generic'
                }
              />
              {entry.state === 'failed' && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() => {
                      shipped.reset();
                      void dropShipment(entry.seq);
                    }}
                  >
                    <FormattedMessage id="orders.shipment.drop" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
