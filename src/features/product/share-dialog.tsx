// The socialShare modal (spec 2.4): links to share the ad on the networks (each in a new tab),
// the system share sheet where the browser has one, and the ad's link to copy.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shareLinks, type ShareNetwork } from '../../core/share.ts';
import { Modal } from '../../ui/modal.tsx';

// Brand names stay as they are in every language; only e-mail is a word.
const NETWORK_NAMES: Record<Exclude<ShareNetwork, 'email'>, string> = {
  facebook: 'Facebook',
  messenger: 'Messenger',
  telegram: 'Telegram',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
};

export default function ShareDialog({
  title,
  url,
  onClose,
}: {
  title: string;
  url: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  // Feature test, not a device guess: desktop browsers without a share sheet hide the button.
  const canShare = typeof navigator.share === 'function';
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Modal title={intl.formatMessage({ id: 'adPage.share.title' })} onClose={onClose}>
      <div className="share" data-testid="share-dialog">
        <p className="share__title">{title}</p>
        <ul className="share__networks" aria-label={intl.formatMessage({ id: 'adPage.share.networks' })}>
          {shareLinks(url, title).map(({ network, href }) => (
            <li key={network}>
              <a
                className={`button button--secondary share__link share__link--${network}`}
                href={href}
                // The mail program opens by itself; the networks open beside the ad.
                {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {network === 'email' ? <FormattedMessage id="adPage.share.email" /> : NETWORK_NAMES[network]}
                {network !== 'email' && (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="adPage.share.newTab" />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <label className="share__copy">
          <span>
            <FormattedMessage id="adPage.share.link" />
          </span>
          <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <div className="modal__actions">
          {canShare && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
            >
              <FormattedMessage id="adPage.share.native" />
            </button>
          )}
          <button type="button" className="button button--primary" onClick={copy}>
            <FormattedMessage id="adPage.share.copy" />
          </button>
        </div>
        <p role="status" className="share__status">
          {copied && <FormattedMessage id="adPage.share.copied" />}
        </p>
      </div>
    </Modal>
  );
}
