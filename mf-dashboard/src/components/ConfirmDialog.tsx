import { Button, useModalDialog } from '@aurinko/shared-ui';
import { useId, useRef } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An in-page confirmation (instead of window.confirm). A modal <dialog>: the rest of the page is inert, Escape
 * cancels, focus starts on the safe choice (Cancel) and returns to the element that opened it.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, cancelButton);
  const messageId = useId();

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <button ref={cancelButton} type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
