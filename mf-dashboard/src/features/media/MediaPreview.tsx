import { useTranslation } from 'react-i18next';
import styles from './media.module.css';
import type { MediaItem } from './media-api';

/** An item's small picture: the image itself (its 480 px variant), else a labelled box for a PDF or a video. */
export function MediaPreview({ item }: { item: Pick<MediaItem, 'url' | 'kind' | 'originalName' | 'alt'> }) {
  const { t, i18n } = useTranslation('dashboard_media');
  if (item.kind === 'image') {
    const alt =
      (item.alt as Record<string, string>)[i18n.language] ||
      item.alt.en ||
      t('preview.of', { name: item.originalName });
    return <img className={styles.preview} src={item.url} alt={alt} loading="lazy" decoding="async" />;
  }
  return (
    <span className={styles.previewBox} role="img" aria-label={t(`kinds.${item.kind}`)}>
      {t(`kinds.${item.kind}`)}
    </span>
  );
}
