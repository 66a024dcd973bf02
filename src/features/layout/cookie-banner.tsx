// The cookie banner (spec 2.5): shown COOKIE_BANNER_DELAY_MS after the visitor chose a type on
// the home page, or at once on any other page (leaving home), unless a choice was made before.
// "Ablehnen" sits beside "Akzeptieren" on this first layer, as German courts require; either is
// kept on the device and the banner does not come back. Not a dialog: the page stays usable.
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { COOKIE_BANNER_DELAY_MS } from '../../core/constants.ts';
import {
  readCookieChoice,
  saveCookieChoice,
  subscribeTypeChosen,
  typeChosenTime,
  type CookieChoice,
} from './cookie-consent.ts';

export function CookieBanner() {
  const [choice, setChoice] = useState(readCookieChoice);
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const chosenAt = useSyncExternalStore(subscribeTypeChosen, typeChosenTime, () => undefined);
  const [timeUp, setTimeUp] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (choice || chosenAt === undefined) return;
    const timer = setTimeout(
      () => setTimeUp(true),
      Math.max(0, chosenAt + COOKIE_BANNER_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [choice, chosenAt]);
  // Once shown it stays until answered, also back on the home page (kept while rendering, the
  // way React keeps information from earlier renders).
  const [shown, setShown] = useState(false);
  const due = !choice && (shown || timeUp || !onHome);
  if (due && !shown) setShown(true);

  if (!due) return null;
  const answer = (value: CookieChoice) => {
    saveCookieChoice(value);
    setChoice(value);
  };
  return (
    <section className="cookie-banner" role="region" aria-labelledby={titleId} data-testid="cookie-banner">
      <h2 id={titleId} className="cookie-banner__title">
        <FormattedMessage id="cookies.title" />
      </h2>
      <p className="cookie-banner__text">
        <FormattedMessage
          id="cookies.text"
          values={{
            privacy: (chunks) => (
              <Link to="/page/$slug" params={{ slug: 'privacy-policy' }}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => answer('declined')}>
          <FormattedMessage id="cookies.decline" />
        </button>
        <button type="button" className="button button--primary" onClick={() => answer('accepted')}>
          <FormattedMessage id="cookies.accept" />
        </button>
      </div>
    </section>
  );
}
