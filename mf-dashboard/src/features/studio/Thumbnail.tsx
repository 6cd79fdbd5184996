import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

/** A record's image, or the "No image" placeholder when there is none or it cannot be shown. */
export function Thumbnail({ src, alt = '' }: { src: string | null | undefined; alt?: string }) {
  const { t } = useTranslation('dashboard_studio');
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  return (
    <span className={styles.thumb}>
      {src && !broken ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <span className={styles.placeholder}>{t('list.noImage')}</span>
      )}
    </span>
  );
}
