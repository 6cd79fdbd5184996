import { useApi } from '@aurinko/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHeadlines } from './home-api';
import styles from './ticker.module.css';

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      {paused ? (
        <path d="M8 5v14l11-7Z" fill="currentColor" />
      ) : (
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The headline ticker (headlines come from the API in the current language). It scrolls slowly,
 * stops on hover and keyboard focus, has a pause button (WCAG 2.2.2), and does not move at all for
 * visitors who ask for reduced motion: then it is a plain list.
 */
export function HeadlineTicker() {
  const { t } = useTranslation('home_parts');
  const state = useApi(fetchHeadlines, []);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const headlines = state.status === 'success' ? state.data : [];
  const length = headlines.reduce((sum, item) => sum + item.headline1.length, 0);
  const duration = `${Math.max(18, Math.round(length * 0.22))}s`;
  // Its speed follows the text's length. Set on the element, not as a style attribute: the server renders the
  // ticker with the page, and the page's Content-Security-Policy refuses inline styles in HTML (the CSS's 30 s
  // until this runs).
  const shown = headlines.length > 0;
  useEffect(() => {
    if (shown) track.current?.style.setProperty('--ticker-duration', duration);
  }, [duration, shown]);
  if (!shown) return null;
  return (
    <section className={styles.ticker} aria-labelledby="ticker-heading" data-testid="headline-ticker">
      <div className={`container ${styles.inner}`}>
        <h2 id="ticker-heading" className={styles.label}>
          {t('ticker.label')}
          <span className="visually-hidden"> – {t('ticker.heading')}</span>
        </h2>
        <div className={styles.viewport}>
          <div ref={track} className={styles.track} data-paused={paused}>
            <ul className={styles.list}>
              {headlines.map((item) => (
                <li key={item._id}>{item.headline1}</li>
              ))}
            </ul>
            <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
              {headlines.map((item) => (
                <li key={item._id}>{item.headline1}</li>
              ))}
            </ul>
          </div>
        </div>
        <button
          type="button"
          className={styles.pause}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          <PauseIcon paused={paused} />
          <span className="visually-hidden">{t('ticker.pause')}</span>
        </button>
      </div>
    </section>
  );
}
