// Loaded after the first screen: once a user is signed in, the order replayers are registered (a
// proposal or an answer queued offline goes out when the connection returns, from any page, and
// never blocks the other queued changes behind it), and what becomes of a queued write while its
// screen is not open is told here: sent, or refused with the reason in plain words.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessageArea } from '../../i18n/i18n-provider.tsx';
import { apiAmountToCents, formatCents } from '../../core/money.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';
import { AlertBox } from '../../ui/alerts.tsx';

interface Notice {
  seq: number;
  message: MessageId;
  refused: boolean;
  values?: Record<string, string>;
  orderId?: number;
}

export function OrdersBoot() {
  const userId = useSession().user?.id;
  const intl = useIntl();
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./orders-queue.ts').then((queue) => {
      if (!live) return;
      void queue.loadPendingOrderWrites().catch(() => undefined);
      stop = queue.onOrderWrite((seq, outcome, kind, awaited) => {
        // A screen that awaits the write shows what became of it itself.
        if (outcome.state === 'queued' || awaited) return;
        const euro = (value: string | undefined) =>
          value === undefined ? '' : formatCents(apiAmountToCents(value) ?? 0, intl.locale, 'always');
        const notice: Notice =
          outcome.state === 'sent'
            ? {
                seq,
                message: kind === queue.ORDER_CREATE ? 'orders.notice.proposalSent' : 'orders.notice.sent',
                refused: false,
                orderId: outcome.order?.id,
              }
            : {
                seq,
                message: queue.refusalMessageId(outcome.refusal),
                refused: true,
                values: { small: euro(outcome.refusal.min), high: euro(outcome.refusal.max) },
              };
        setNotices((list) => [...list.filter((n) => n.seq !== seq), notice]);
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [userId, intl]);
  if (notices.length === 0) return null;
  // Shown on any page: buying's messages (src/i18n/areas.ts) are loaded first where needed.
  return (
    <MessageArea area="buying">
      <div className="alerts orders-notices">
        {notices.map((n) => (
          <AlertBox
            key={n.seq}
            kind={n.refused ? 'error' : 'success'}
            onClose={() => setNotices((list) => list.filter((x) => x !== n))}
            testId="order-write-notice"
          >
            <FormattedMessage id={n.message} values={n.values} />
            {n.refused && (
              <>
                {' '}
                <FormattedMessage id="orders.error.nothingCharged" />
              </>
            )}
            {n.orderId !== undefined && (
              <>
                {' '}
                <Link to="/order/$orderId/offer" params={{ orderId: String(n.orderId) }}>
                  <FormattedMessage id="orders.notice.open" />
                </Link>
              </>
            )}
          </AlertBox>
        ))}
      </div>
    </MessageArea>
  );
}
