import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/**
 * Sharing the page's address: "Copy link" everywhere, and the system's share sheet where the browser has one
 * (`navigator.share`: phones, Safari, Chromium on Windows and ChromeOS). Product and blog pages use it.
 */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation('division');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Known after mounting only, so the first render is the same everywhere.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch {
      // Cancelled by the visitor, or refused: nothing to report.
    }
  };
  return (
    <div className={styles.share}>
      <button type="button" className="btn btn-secondary" onClick={copy}>
        {t('share.copyLink')}
      </button>
      {canShare ? (
        <button type="button" className="btn btn-secondary" onClick={share}>
          {t('share.native')}
        </button>
      ) : null}
      <span role="status" className={state === 'failed' ? 'field-error' : styles.shareHint}>
        {state === 'copied' ? t('share.linkCopied') : state === 'failed' ? t('share.copyFailed') : ''}
      </span>
    </div>
  );
}
