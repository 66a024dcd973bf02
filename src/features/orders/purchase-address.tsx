// The shipping address of a purchase and the confirmAddress modal (spec 2.4, 5): the buyer
// confirms where the phone goes, prefilled from the address saved in their account, and the
// order keeps it (PUT /wc/v3/orders/{id} {shipping}). While the modal is open the address counts
// as being edited, and the pay button stays disabled.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emptyShipping, hasErrors, shippingErrors, type ShippingAddress } from '../../core/account-fields.ts';
import type { Order } from '../../core/orders.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Modal } from '../../ui/modal.tsx';
import { FormFailure, FormFields, type FieldSpec } from '../account/form-fields.tsx';
import { useForm } from '../account/use-form.ts';
import { rememberOrder } from './orders.ts';
import { saveShipping } from './pay-flow.ts';
import { payFailureMessage } from './pay-errors.ts';
import { hasShipping } from './pay-state.ts';

const FIELDS: FieldSpec<keyof ShippingAddress>[] = (
  [
    ['street', 'address.street', 'shipping address-line1'],
    ['zip', 'address.postcode', 'shipping postal-code'],
    ['city', 'address.city', 'shipping address-level2'],
    ['phone', 'address.phone', 'shipping tel'],
  ] as const
).map(([name, label, autoComplete]) => ({ name, label, autoComplete, required: name !== 'phone' }));

/** The address as lines (street; postcode city; phone). */
export function AddressLines({ address }: { address: NonNullable<Order['shipping']> }) {
  return (
    <address className="purchase-address__lines" data-testid="shipping-address">
      {address.street}
      <br />
      {address.zip} {address.city}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}

function ConfirmAddressModal({
  order,
  onClose,
}: {
  order: Pick<Order, 'id' | 'shipping'>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const saved = useSession().user?.shipping;
  const initial: ShippingAddress = order.shipping
    ? { ...order.shipping, phone: order.shipping.phone ?? '' }
    : { ...emptyShipping(), ...saved };
  const form = useForm<ShippingAddress>(initial);
  const [failure, setFailure] = useState<MessageId | undefined>();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = shippingErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    form.setBusy(true);
    setFailure(undefined);
    try {
      rememberOrder(await saveShipping(order.id, form.values, form.submissionKey()));
      showAlert('success', 'pay.address.saved');
      onClose();
    } catch (error) {
      setFailure(payFailureMessage(error));
      form.setBusy(false);
    }
  };

  return (
    <Modal title={intl.formatMessage({ id: 'pay.address.confirmTitle' })} onClose={onClose}>
      <form className="form purchase-address__form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">
          <FormattedMessage id="pay.address.confirmIntro" />
        </p>
        <div className="form__grid">
          <FormFields form={form} fields={FIELDS} />
        </div>
        <FormFailure message={failure} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          <FormattedMessage id={form.busy ? 'state.loading' : 'pay.address.save'} />
        </button>
      </form>
    </Modal>
  );
}

/**
 * The buyer's address block: the saved address (or none yet) and the button that opens the
 * confirmAddress modal. `onEditing` tells the screen while the modal is open.
 */
export function PurchaseAddress({
  order,
  editing,
  onEditing,
}: {
  order: Pick<Order, 'id' | 'shipping'>;
  editing: boolean;
  onEditing: (editing: boolean) => void;
}) {
  const saved = hasShipping(order.shipping) ? order.shipping : undefined;
  return (
    <section className="panel purchase-address" aria-labelledby="purchase-address-title">
      <h2 id="purchase-address-title">
        <FormattedMessage id="pay.address.title" />
      </h2>
      {saved ? (
        <AddressLines address={saved} />
      ) : (
        <p className="purchase-address__none">
          <FormattedMessage id="pay.address.none" />
        </p>
      )}
      <button
        type="button"
        className={`button ${saved ? 'button--secondary' : 'button--primary'}`}
        onClick={() => onEditing(true)}
      >
        <FormattedMessage id={saved ? 'pay.address.change' : 'pay.address.add'} />
      </button>
      {editing && <ConfirmAddressModal order={order} onClose={() => onEditing(false)} />}
    </section>
  );
}
