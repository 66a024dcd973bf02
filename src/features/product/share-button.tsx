// Share an ad (spec 2.4 socialShare): the button opens the share dialog, whose code loads only
// when it is opened (the ad page's first paint does not need it). Closing gives focus back here.
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';

const ShareDialog = lazy(() => import('./share-dialog.tsx'));

export function ShareButton({ title, slug }: { title: string; slug: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="share" />
        <FormattedMessage id="product.share" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog
            title={title}
            // The ad's own address, without whatever query or hash the page was opened with.
            url={`${window.location.origin}/product/${encodeURIComponent(slug)}`}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
