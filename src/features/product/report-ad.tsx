// "Anzeige melden" on someone else's ad (issue 18, the Digital Services Act's notice form): a
// dialog with the reason and an optional text, into the operator's queue. Signed out, the login
// opens first (as for every other action on the ad), and the dialog once the login succeeded.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AD_REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type AdReportReason } from '../../core/moderation.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useReportAd } from '../moderation/report-ad.ts';

const REASON_LABELS: Record<AdReportReason, MessageId> = {
  fraud: 'adPage.report.reason.fraud',
  stolen: 'adPage.report.reason.stolen',
  wrong_category: 'adPage.report.reason.wrongCategory',
  offensive: 'adPage.report.reason.offensive',
  spam: 'adPage.report.reason.spam',
  other: 'adPage.report.reason.other',
};

function ReportDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const intl = useIntl();
  const report = useReportAd();
  const [reason, setReason] = useState<AdReportReason>('fraud');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <Modal title={intl.formatMessage({ id: 'adPage.report.title' })} onClose={onClose}>
      {report.isSuccess ? (
        <div data-testid="report-thanks">
          <p role="status">
            <FormattedMessage id="adPage.report.thanks" />
          </p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              <FormattedMessage id="adPage.report.close" />
            </button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          data-testid="report-form"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate({ productId, reason, text: text.trim() });
          }}
        >
          <p>
            <FormattedMessage id="adPage.report.intro" />
          </p>
          <label htmlFor={`${id}-reason`}>
            <FormattedMessage id="adPage.report.reason" />
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as AdReportReason)}
          >
            {AD_REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage({ id: REASON_LABELS[r] })}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>
            <FormattedMessage id="adPage.report.text" />
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            rows={4}
            onChange={(e) => setText(e.target.value)}
          />
          <FailureText error={report.error} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              <FormattedMessage id="adPage.report.cancel" />
            </button>
            <button type="submit" className="button button--primary" disabled={report.isPending}>
              <FormattedMessage id="adPage.report.submit" />
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function ReportAdButton({ productId }: { productId: number }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--link product__report"
        data-testid="report-ad"
        onClick={() => {
          // A stored token the starting session has not taken up yet is a login too.
          if (isLoggedIn(session) || hasStoredToken()) setOpen(true);
          else openAuthModal({ view: 'login', afterLogin: () => setOpen(true) });
        }}
      >
        <FormattedMessage id="adPage.report.open" />
      </button>
      {open && <ReportDialog productId={productId} onClose={() => setOpen(false)} />}
    </>
  );
}
