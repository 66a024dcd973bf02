// The console names statuses and report reasons in words, not the API's codes ("Angenommen,
// Zahlung offen", not "on-hold"). A code the app does not know (a newer server) shows as it is.
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../core/order-machine.ts';
import type { ProductStatus } from '../../core/products.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { ORDER_STATUSES } from '../../core/order-machine.ts';
import { PRODUCT_STATUSES } from '../../core/products.ts';
import { REPORT_STATUSES, type AdReportReason, type ReportStatus } from '../../core/moderation.ts';

type Kind = 'ad' | 'order' | 'report';

const KNOWN: Record<Kind, readonly string[]> = {
  ad: PRODUCT_STATUSES,
  order: ORDER_STATUSES,
  report: REPORT_STATUSES,
};

type StatusMessage =
  | `admin.status.ad.${ProductStatus}`
  | `admin.status.order.${OrderStatus}`
  | `admin.status.report.${ReportStatus}`;

// Every status of src/core has its words in the catalogue (the build fails otherwise).
const EVERY_STATUS_NAMED: StatusMessage extends MessageId ? true : never = true;
void EVERY_STATUS_NAMED;

/** The message naming `status` of `kind`, or undefined for a code the app does not know. */
export function statusMessage(kind: Kind, status: string): StatusMessage | undefined {
  return KNOWN[kind].includes(status) ? (`admin.status.${kind}.${status}` as StatusMessage) : undefined;
}

/** `status` in words, for text that is not an element (a title, a joined line). */
export function statusWord(format: (id: MessageId) => string, kind: Kind, status: string): string {
  const id = statusMessage(kind, status);
  return id ? format(id) : status;
}

export function StatusWord({ kind, status }: { kind: Kind; status: string }) {
  const intl = useIntl();
  return <>{statusWord((id) => intl.formatMessage({ id }), kind, status)}</>;
}

const REPORT_REASON_TEXTS: Record<AdReportReason, MessageId> = {
  fraud: 'admin.reports.reason.fraud',
  stolen: 'admin.reports.reason.stolen',
  wrong_category: 'admin.reports.reason.wrong_category',
  offensive: 'admin.reports.reason.offensive',
  spam: 'admin.reports.reason.spam',
  other: 'admin.reports.reason.other',
};

/** A report's reason in words (chat reasons are a subset of the ad reasons). */
export function reasonWord(format: (id: MessageId) => string, code: string): string {
  return Object.hasOwn(REPORT_REASON_TEXTS, code)
    ? format(REPORT_REASON_TEXTS[code as AdReportReason])
    : code;
}

export function ReasonWord({ reason }: { reason: string }) {
  const intl = useIntl();
  return <>{reasonWord((id) => intl.formatMessage({ id }), reason)}</>;
}
