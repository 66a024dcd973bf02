// The device facts buyers ask for (ours, issue 9) on the ad: battery health ("Akku 91 %") and
// whether the activation lock / Google account is removed (the list card shows the same in its
// own compact way, product-card.tsx). A phone still locked is worth little, so "NICHT entfernt"
// is shown as a warning, never in small print.
import { FormattedMessage } from 'react-intl';
import type { Product } from '../../core/products.ts';
import { Icon } from '../../ui/icons.tsx';

export function DeviceFacts({
  product,
  className = '',
}: {
  product: Pick<Product, 'battery_health' | 'activation_lock_removed'>;
  className?: string;
}) {
  const removed = product.activation_lock_removed;
  return (
    <ul className={`device-facts ${className}`.trim()} data-testid="device-facts">
      {product.battery_health !== null && (
        <li className="device-facts__item">
          <FormattedMessage id="product.batteryHealth" values={{ value: product.battery_health }} />
        </li>
      )}
      {removed ? (
        <li className="device-facts__item device-facts__item--ok">
          <Icon name="check" width={14} height={14} aria-hidden="true" />{' '}
          <FormattedMessage id="product.activationLockRemoved" />
        </li>
      ) : (
        <li className="device-facts__item device-facts__item--warning">
          <strong>
            <span aria-hidden="true">⚠ </span>
            <FormattedMessage id="product.activationLockNotRemoved" />
          </strong>
        </li>
      )}
    </ul>
  );
}
