import { useModalDialog } from '@aurinko/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from './RecordSearch';
import styles from './workplace.module.css';

/** Ctrl+K (Cmd+K on a Mac) anywhere in the dashboard. */
const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The record finder as a modal dialog: Ctrl/Cmd+K or the header's button opens it, Escape closes it, opening a record
 * closes it. The search itself is the start screen's (RecordSearch).
 */
export function CommandPalette() {
  const { t } = useTranslation('dashboard_workplace');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(open, input);
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary ${styles.paletteButton}`}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        {t('palette.open')}
        <span className={styles.kbd} aria-hidden="true">
          Ctrl K
        </span>
      </button>
      <dialog
        ref={dialog}
        className={styles.palette}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <div className={styles.paletteHead}>
          <h2 id={titleId}>{t('palette.title')}</h2>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {t('palette.close')}
          </button>
        </div>
        {open ? <RecordSearch inputRef={input} onOpen={() => setOpen(false)} /> : null}
      </dialog>
    </>
  );
}
