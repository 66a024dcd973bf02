// A modal view (spec 2.4) on the native <dialog>: focus is trapped and Escape closes it for free;
// clicking outside the content closes it too.
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
  const intl = useIntl();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close();
      }}
    >
      <div className="modal__content">
        <div className="modal__head">
          <h2>{title}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => ref.current?.close()}
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
