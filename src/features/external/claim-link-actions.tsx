// The copy and share buttons of a claim link, on the new external ad and in the buyer's list.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { priceText } from '../../ui/price.tsx';

/** Copy and share buttons for a claim link (the share sheet where the browser has one). */
export function ClaimLinkActions({ url, name, price }: { url: string; name: string; price: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const text = intl.formatMessage(
    { id: 'external.shareText' },
    {
      name,
      price: priceText(intl, price),
    },
  );
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="claim-link__actions">
      <button type="button" className="button button--secondary" onClick={copy}>
        <FormattedMessage id={copied ? 'external.copied' : 'external.copy'} />
      </button>
      {typeof navigator.share === 'function' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigator.share({ title: name, text, url }).catch(() => undefined)}
        >
          <FormattedMessage id="external.share" />
        </button>
      )}
      <span className="visually-hidden" role="status">
        {copied ? intl.formatMessage({ id: 'external.copied' }) : ''}
      </span>
    </div>
  );
}
