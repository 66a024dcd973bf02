// One ad in the home list or the related phones: photo, name, key attributes, price, place.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { termName } from '../../core/catalogue.ts';
import { attributeTerms, type Product } from '../../core/products.ts';
import { Price } from '../../ui/price.tsx';
import { Icon } from '../../ui/icons.tsx';
import { FavoriteButton } from '../account/favorite-button.tsx';
import { useSession } from '../../session/session-store.ts';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const session = useSession();
  const image = product.images[0];
  // A photo that cannot load (offline, of an ad never opened) gives way to the placeholder.
  const [broken, setBroken] = useState(false);
  const details = (['pa_storage', 'pa_condition', 'pa_color'] as const)
    .map((tax) => attributeTerms(product, tax)[0])
    .filter((t) => t !== undefined)
    .map((t) => termName(t, locale));
  // "Oranienstraße, 10999 Berlin" -> "Berlin": the list names the town, the ad page the address.
  const city = product.location?.address
    .split(',')
    .at(-1)
    ?.trim()
    .replace(/^\d{5}\s+/, '');
  return (
    <article className="card" data-testid="product-card">
      <Link to="/product/$productSlug" params={{ productSlug: product.slug }} className="card__link">
        <div className="card__media">
          {image && !broken ? (
            <img
              src={image.thumbnail ?? image.src}
              alt={image.alt}
              width={image.width && image.height ? 480 : undefined}
              height={
                image.width && image.height ? Math.round((480 * image.height) / image.width) : undefined
              }
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              onError={() => setBroken(true)}
            />
          ) : (
            <Icon name="phone" width={48} height={48} />
          )}
          {/* Device facts without costing the card a line: the usual "lock removed" as a badge on the
              photo, the battery with the details, a lock still on as a warning line of its own. */}
          {product.activation_lock_removed && (
            <span className="badge badge--unlocked">
              <Icon name="check" width={12} height={12} aria-hidden="true" />{' '}
              <FormattedMessage id="product.activationLockRemovedShort" />
            </span>
          )}
          {product.stock_status === 'outofstock' && (
            <span className="badge badge--sold">
              <FormattedMessage id="product.sold" />
            </span>
          )}
        </div>
        <div className="card__body">
          <h3 className="card__title">{product.name}</h3>
          <p className="card__details">
            {details.join(' · ')}
            {product.battery_health !== null && (
              <>
                {details.length > 0 && ' · '}
                <span data-testid="card-battery">
                  <FormattedMessage id="product.batteryHealth" values={{ value: product.battery_health }} />
                </span>
              </>
            )}
          </p>
          {!product.activation_lock_removed && (
            <p className="card__lock device-facts__item device-facts__item--warning">
              <strong>
                <span aria-hidden="true">⚠ </span>
                <FormattedMessage id="product.activationLockNotRemoved" />
              </strong>
            </p>
          )}
          <p className="card__price">
            <Price value={product.price} />
          </p>
          <p className="card__meta">
            {city && (
              <span>
                <Icon name="pin" width={14} height={14} /> {city}
              </span>
            )}
            <time dateTime={product.date_order}>
              {intl.formatDate(product.date_order, { day: 'numeric', month: 'short' })}
            </time>
          </p>
        </div>
      </Link>
      {/* No heart on one's own ad. */}
      {session.user?.id !== product.vendor.id && (
        <FavoriteButton productId={product.id} className="card__favorite" />
      )}
    </article>
  );
}
