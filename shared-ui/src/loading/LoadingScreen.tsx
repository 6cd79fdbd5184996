import { useTranslation } from 'react-i18next';
import { DoctorIcon, PawIcon, PlantIcon } from '../icons/icons';
import styles from './loading-screen.module.css';

/**
 * Three bouncing circular icons (doctor, paw, plant), delays 0 / 0.2 / 0.4 s.
 * Rendered while a page, a language or a remote loads.
 */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const label = ready ? t('loading') : 'Loading…';
  return (
    <div
      className={fullPage ? `${styles.screen} ${styles.fullPage}` : styles.screen}
      role="status"
      aria-live="polite"
    >
      <div className={styles.row} aria-hidden="true">
        <span className={`${styles.circle} ${styles.doctor}`}>
          <DoctorIcon />
        </span>
        <span className={`${styles.circle} ${styles.paw}`}>
          <PawIcon />
        </span>
        <span className={`${styles.circle} ${styles.plant}`}>
          <PlantIcon />
        </span>
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
