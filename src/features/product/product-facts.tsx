// The ad's attributes as a definition list with the device facts (battery health, activation
// lock, repairs), and its accessories.
import { FormattedMessage, useIntl } from 'react-intl';
import { termName, type Taxonomy } from '../../core/catalogue.ts';
import { attributeTerms, type Product } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { Icon } from '../../ui/icons.tsx';
import { DeviceFacts } from '../catalogue/device-facts.tsx';

const FACTS: [Taxonomy, MessageId][] = [
  ['pa_brand', 'filters.brand'],
  ['pa_model', 'filters.model'],
  ['pa_storage', 'filters.storage'],
  ['pa_color', 'filters.color'],
  ['pa_condition', 'filters.condition'],
  ['pa_age', 'filters.age'],
  ['pa_system', 'filters.system'],
];

export function ProductFacts({ product }: { product: Product }) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const accessories = attributeTerms(product, 'pa_accesories');
  return (
    <>
      <DeviceFacts product={product} className="device-facts--ad" />
      <dl className="facts" data-testid="product-facts">
        {FACTS.map(([taxonomy, label]) => {
          const names = attributeTerms(product, taxonomy).map((t) => termName(t, locale));
          return names.length === 0 ? null : (
            <div key={taxonomy} className="facts__row">
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{names.join(', ')}</dd>
            </div>
          );
        })}
      </dl>
      {product.repairs && (
        <dl className="facts facts--repairs" data-testid="product-repairs">
          <div className="facts__row">
            <dt>
              <FormattedMessage id="product.repairs" />
            </dt>
            <dd>{product.repairs}</dd>
          </div>
        </dl>
      )}
      <section aria-labelledby="accessories-title" className="accessories">
        <h2 id="accessories-title">
          <FormattedMessage id="product.accessories" />
        </h2>
        {accessories.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="product.noAccessories" />
          </p>
        ) : (
          <ul>
            {accessories.map((t) => (
              <li key={t.id}>
                <Icon name="check" /> {termName(t, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
