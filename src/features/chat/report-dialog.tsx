// Reporting a message of the other member (issue 16): a reason (fraud, spam, offensive, other) and
// an optional text, stored for the operator's queue; the dialog thanks once the server has it.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CHAT_REPORT_REASONS,
  CHAT_REPORT_TEXT_MAX,
  type ChatMessage,
  type ChatReportReason,
} from '../../core/chat.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CHAT_REFUSAL_TEXTS } from './chat-texts.ts';
import { useReportMessage } from './chats.ts';
import { ReasonRadios } from '../../ui/reason-radios.tsx';

const REASON_TEXTS: Record<ChatReportReason, MessageId> = {
  fraud: 'chat.report.reason.fraud',
  spam: 'chat.report.reason.spam',
  offensive: 'chat.report.reason.offensive',
  other: 'chat.report.reason.other',
};

export function ReportDialog({
  chatId,
  message,
  onClose,
}: {
  chatId: string;
  message: ChatMessage;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const report = useReportMessage();
  const [reason, setReason] = useState<ChatReportReason>('fraud');
  const [text, setText] = useState('');
  return (
    <Modal title={intl.formatMessage({ id: 'chat.reportMessage' })} onClose={onClose}>
      {report.isSuccess ? (
        <>
          <p role="status">
            <FormattedMessage id="chat.report.done" />
          </p>
          <div className="form__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              <FormattedMessage id="modal.close" />
            </button>
          </div>
        </>
      ) : (
        <form
          className="form chat-report"
          aria-busy={report.isPending}
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate({ chat_id: chatId, key: message.key, reason, text: text.trim() });
          }}
        >
          <figure className="chat-report__quote">
            <figcaption>
              <FormattedMessage id="chat.report.quote" />
            </figcaption>
            <blockquote>{message.message}</blockquote>
          </figure>
          <fieldset className="chat-report__reasons">
            <legend>
              <FormattedMessage id="chat.report.reason" />
            </legend>
            <ReasonRadios
              name={`${id}-reason`}
              reasons={CHAT_REPORT_REASONS}
              value={reason}
              onChange={setReason}
              text={(r) => REASON_TEXTS[r]}
              className="chat-report__reason"
            />
          </fieldset>
          <label htmlFor={`${id}-text`}>
            <FormattedMessage id="chat.report.text" />
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={3}
            maxLength={CHAT_REPORT_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
          />
          <FailureText error={report.error} texts={{ ...CHAT_REFUSAL_TEXTS, otherwise: 'error.generic' }} />
          <div className="form__actions">
            <button type="submit" className="button button--danger" disabled={report.isPending}>
              <FormattedMessage id="chat.report" />
            </button>
            <button type="button" className="button button--link" onClick={onClose}>
              <FormattedMessage id="chat.cancel" />
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
