// The shipping address of a purchase and the confirmAddress modal (spec 2.4, 5): the buyer
// confirms where the phone goes, prefilled from the address saved in their account, and the
// order keeps it (PUT /wc/v3/orders/{id} {shipping}). While the modal is open the address counts
// as being edited, and the pay button stays disabled.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emptyShipping, hasErrors, shippingErrors, type ShippingAddress } from '../../core/account-fields.ts';
import type { Order } from '../../core/orders.ts';
import { signedInUserId, useSession } from '../../session/session-store.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { FormFields, type FieldSpec } from '../account/form-fields.tsx';
import { useForm } from '../account/use-form.ts';
import { useSaveShipping } from './order-writes.ts';
import { PAY_TEXTS } from './pay-errors.ts';
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

/**
 * The account's saved address, once the user is known: at a start the stored token comes first and
 * the user's data a moment later, and a form started in that moment would keep its empty fields.
 * `known` stays false while the user may still come (at most `signedInUserId`'s wait).
 */
function useSavedAddress(): { known: boolean; saved: Partial<ShippingAddress> | undefined } {
  const user = useSession().user;
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (user) return;
    let live = true;
    void signedInUserId().then(() => live && setWaited(true));
    return () => {
      live = false;
    };
  }, [user]);
  return { known: user !== undefined || waited, saved: user?.shipping };
}

function ConfirmAddressModal({
  order,
  onClose,
}: {
  order: Pick<Order, 'id' | 'shipping'>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const account = useSavedAddress();
  const ordersOwn = order.shipping !== undefined && order.shipping !== null;
  return (
    <Modal title={intl.formatMessage({ id: 'pay.address.confirmTitle' })} onClose={onClose}>
      {ordersOwn || account.known ? (
        <ConfirmAddressForm order={order} saved={account.saved} onClose={onClose} />
      ) : (
        <p className="muted" role="status">
          <FormattedMessage id="state.loading" />
        </p>
      )}
    </Modal>
  );
}

/** The form of the modal, started from the order's address, else the account's saved one. */
function ConfirmAddressForm({
  order,
  saved,
  onClose,
}: {
  order: Pick<Order, 'id' | 'shipping'>;
  saved: Partial<ShippingAddress> | undefined;
  onClose: () => void;
}) {
  const initial: ShippingAddress = order.shipping
    ? { ...order.shipping, phone: order.shipping.phone ?? '' }
    : { ...emptyShipping(), ...saved };
  const form = useForm<ShippingAddress>(initial);
  const save = useSaveShipping(order.id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const errors = shippingErrors(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    // The form's values object: unchanged values are the same submission (the same key).
    save.mutate(form.values, {
      onSuccess: () => {
        showAlert('success', 'pay.address.saved');
        onClose();
      },
    });
  };

  return (
    <form className="form purchase-address__form" onSubmit={submit} noValidate>
      <p className="muted">
        <FormattedMessage id="pay.address.confirmIntro" />
      </p>
      <div className="form__grid">
        <FormFields form={form} fields={FIELDS} />
      </div>
      <FailureText error={save.error} texts={PAY_TEXTS} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        <FormattedMessage id={save.isPending ? 'state.loading' : 'pay.address.save'} />
      </button>
    </form>
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
