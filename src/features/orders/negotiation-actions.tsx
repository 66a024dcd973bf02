// The answers a party may give now (spec 4): only those the order allows (`order.actions`), plus
// accept and counter for a seller who must link a payment account first (accept_order). Counter
// is checked like a proposal; decline asks for a confirmation, then a reason (decline_order);
// ending the negotiation asks once. Every answer goes through the outbox: offline it waits and
// says so; a refusal comes back in plain words, the amount kept.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiAmountToCents } from '../../core/money.ts';
import type { PutAction } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';
import { AcceptOrderModal } from './accept-order-modal.tsx';
import { DeclineOrderModal } from './decline-order-modal.tsx';
import { dropOrderWrite, useOrderActions, usePendingOrderWrites, type OrderChange } from './orders.ts';
import { shownActions, useHasPaymentAccount, type ShownAction } from './payment-account.ts';
import { ConfirmStep, NotKeptNotice, QueuedNotice, RefusedNotice, SendButton } from './negotiation-parts.tsx';
import { ProposalField, refusalText, useProposalDraft } from './proposal-field.tsx';

const DONE: Record<PutAction, MessageId> = {
  accept: 'orders.done.accept',
  counter: 'orders.done.counter',
  decline: 'orders.done.decline',
  cancel: 'orders.done.cancel',
};

/** Reviews and refunds have their own places (the purchase page, the lists): not answers here. */
const isAnswer = (a: ShownAction): a is ShownAction & { action: PutAction | 'pay' } =>
  a.action !== 'review' && a.action !== 'refund';

type Dialog = 'decline' | 'cancel' | { account: 'accept' | 'counter' } | undefined;

export function NegotiationActions({ order }: { order: Order }) {
  const intl = useIntl();
  const hasAccount = useHasPaymentAccount();
  const actions = useOrderActions();
  const pendingWrites = usePendingOrderWrites();
  const [dialog, setDialog] = useState<Dialog>();
  const [countering, setCountering] = useState(false);
  const shown = shownActions(order, hasAccount).filter(isAnswer);
  const pending = pendingWrites.find((w) => w.update?.orderId === order.id);
  const current = actions.current;
  const sending = current.state === 'sending';
  const priceCents = apiAmountToCents(order.bounds.max) ?? 0;
  const draft = useProposalDraft(actions, pending?.update?.input);

  const send = async (change: OrderChange) => {
    // One answer waits at a time: one refused before is given up for this one.
    if (pending) await dropOrderWrite(pending.seq);
    if (current.state === 'refused') await dropOrderWrite(current.seq);
    const outcome = await actions.act(order, change);
    if (outcome.state === 'sent') {
      showAlert('success', DONE[change.action]);
      setCountering(false);
      draft.clear();
    }
  };

  const submitCounter = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.mayGo(priceCents, sending)) return;
    draft.keep();
    void send({ action: 'counter', input: draft.value });
  };

  const waiting = current.state === 'queued' || pending?.state === 'queued';
  const refusal =
    current.state === 'refused' ? current.refusal : pending?.state === 'failed' ? pending.refusal : undefined;
  const refused = refusal ? refusalText(intl, refusal, priceCents) : undefined;
  const waitingSeq = current.state === 'queued' ? current.seq : pending?.seq;

  if (waiting) {
    return (
      <QueuedNotice testId="negotiation-queued" seq={waitingSeq} onDiscarded={actions.reset}>
        <FormattedMessage id="orders.queuedAction" />
      </QueuedNotice>
    );
  }

  if (shown.length === 0 && !refused) return null;

  return (
    <section className="negotiation__actions" aria-labelledby="negotiation-actions-title">
      <h2 id="negotiation-actions-title">
        <FormattedMessage id="orders.offer.actions" />
      </h2>
      {current.state === 'notKept' && <NotKeptNotice testId="negotiation-not-kept" />}
      {refused && (
        <RefusedNotice
          testId="negotiation-refused"
          refused={refused}
          lead={<FormattedMessage id="orders.refusedAction" />}
        />
      )}
      <div className="negotiation__buttons">
        {shown.map(({ action, needsAccount }) => {
          if (action === 'pay') {
            return (
              <Link
                key={action}
                to="/order/$orderId/accept"
                params={{ orderId: String(order.id) }}
                className="button button--primary"
              >
                <FormattedMessage id="orders.offer.pay" />
              </Link>
            );
          }
          const label: Record<PutAction, MessageId> = {
            accept: 'orders.offer.accept',
            counter: 'orders.offer.counter',
            decline: 'orders.offer.decline',
            cancel: 'orders.offer.cancel',
          };
          const onClick = () => {
            if (needsAccount && (action === 'accept' || action === 'counter')) {
              setDialog({ account: action });
            } else if (action === 'accept') void send({ action: 'accept' });
            else if (action === 'counter') setCountering((c) => !c);
            else setDialog(action);
          };
          return (
            <button
              key={action}
              type="button"
              className={`button ${action === 'accept' ? 'button--primary' : action === 'counter' ? 'button--secondary' : 'button--danger'}`}
              onClick={onClick}
              disabled={sending}
              aria-expanded={action === 'counter' ? countering : undefined}
              data-testid={`order-action-${action}`}
            >
              <FormattedMessage id={label[action]} />
            </button>
          );
        })}
      </div>
      {countering && (
        <form className="negotiation__form" onSubmit={submitCounter} noValidate>
          <ProposalField
            label={<FormattedMessage id="orders.offer.counterField" />}
            value={draft.value}
            onChange={draft.change}
            priceCents={priceCents}
            showError={draft.touched}
            disabled={sending}
          />
          <SendButton sending={sending} label="orders.offer.counterSubmit" testId="counter-submit" />
        </form>
      )}
      {dialog === 'decline' && (
        <DeclineOrderModal
          onClose={() => setDialog(undefined)}
          onDecline={(reason) => {
            setDialog(undefined);
            void send({ action: 'decline', declineReason: reason });
          }}
        />
      )}
      {dialog === 'cancel' && (
        <CancelOrderModal
          onClose={() => setDialog(undefined)}
          onConfirm={() => {
            setDialog(undefined);
            void send({ action: 'cancel' });
          }}
        />
      )}
      {typeof dialog === 'object' && (
        <AcceptOrderModal
          orderId={order.id}
          onClose={() => setDialog(undefined)}
          onLinked={() => {
            const then = dialog.account;
            setDialog(undefined);
            if (then === 'accept') void send({ action: 'accept' });
            else setCountering(true);
          }}
        />
      )}
    </section>
  );
}

function CancelOrderModal({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'orders.cancel.title' })} onClose={onClose}>
      <div className="modal__body" data-testid="cancel-order">
        <ConfirmStep
          question="orders.cancel.confirm"
          no="orders.cancel.no"
          yes="orders.cancel.yes"
          onYes={onConfirm}
        />
      </div>
    </Modal>
  );
}
