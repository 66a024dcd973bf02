// The console's tables name each cell's column for phones, where a row is shown as a card of its
// cells (admin.css reads data-label): the same words as the column's heading.
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages.ts';

export function useColumnLabel(): (id: MessageId) => string {
  const intl = useIntl();
  return (id) => intl.formatMessage({ id });
}
