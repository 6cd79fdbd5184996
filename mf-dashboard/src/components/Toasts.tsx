import { CloseIcon } from '@aurinko/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './toasts.module.css';

export type ToastTone = 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

/** As specified: notifications close by themselves after 2 seconds. */
export const TOAST_MS = 2000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, text: string) => {
      next.current += 1;
      const id = next.current;
      setToasts((current) => [...current, { id, tone, text }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { toasts, show, dismiss };
}

function ToastItem({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: Toast;
  closeLabel: string;
  onDismiss: () => void;
}) {
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Top-right notifications (top-left in Arabic). Two live regions that exist before any message, so screen readers
 * announce what is added: successes and warnings politely, failures at once.
 */
export function Toasts({
  toasts,
  closeLabel,
  onDismiss,
}: {
  toasts: readonly Toast[];
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className={styles.dock}>
      <div className={styles.region} role="status" data-testid="toasts">
        {polite.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            onDismiss={() => onDismiss(toast.id)}
          />
        ))}
      </div>
      <div className={styles.region} role="alert" data-testid="toast-alerts">
        {urgent.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            onDismiss={() => onDismiss(toast.id)}
          />
        ))}
      </div>
    </div>
  );
}
