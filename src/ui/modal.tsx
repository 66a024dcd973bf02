// A modal view (spec 2.4) on the native <dialog>: focus is trapped by the browser; Escape, the ×
// and a click outside the content close it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const intl = useIntl();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // The dialog's own `close` event comes a frame later (Chromium fires it with the next animation
  // frame). Told only then, the owner would still show the modal when the user opens it again at
  // once (Escape, then Enter on the same button), and the late event would close the new one. So
  // Escape, × and a click outside close the dialog and tell the owner at once; the close event only
  // tells it of a close from inside the content (a form that calls `dialog.close()`). The dialog is
  // closed before the owner hears of it: closing gives focus back to the button that opened it,
  // which a dialog the owner has already removed cannot do.
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    onClose();
  };
  const dismiss = () => {
    ref.current?.close();
    close();
  };
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      onClose={close}
      onClick={(e) => {
        if (e.target === ref.current) dismiss();
      }}
    >
      <div className="modal__content">
        <div className="modal__head">
          <h2>{title}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={dismiss}
            aria-label={intl.formatMessage({ id: 'modal.close' })}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
