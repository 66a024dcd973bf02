// The ad's state beside its title in the chat list and a chat's head, when it is not for sale
// any more: sold, expired, or gone (paused, deleted).
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';

function statusText(status: string): MessageId | undefined {
  if (status === 'publish') return undefined;
  if (status === 'sold') return 'chat.status.sold';
  if (status === 'expired') return 'chat.status.expired';
  return 'chat.status.gone';
}

export function AdStatus({ status }: { status: string }) {
  const id = statusText(status);
  if (!id) return null;
  return (
    <span className={`chat-status chat-status--${status === 'sold' ? 'sold' : 'off'}`}>
      <FormattedMessage id={id} />
    </span>
  );
}
