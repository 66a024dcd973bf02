// Share an ad: the system share sheet where there is one, otherwise copy the link.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';

export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button type="button" className="button button--secondary" onClick={() => void share()}>
      <Icon name="share" />
      <FormattedMessage id={copied ? 'product.linkCopied' : 'product.share'} />
    </button>
  );
}
