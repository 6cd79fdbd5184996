import { ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { contentApi } from '../api/content-api';
import type { Division } from '../namespaces';
import styles from './banners.module.css';
import { SiteLink } from './SiteLink';

/** The division banners (the admin's `banner`): shown below every page of the division, in the admin's order. */
export function DivisionBanners({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  const banners = useApi(() => contentApi.banners(division, 'banner'), [division]);
  if (banners.status !== 'success' || banners.data.length === 0) return null;
  return (
    <aside
      className={`container ${styles.banners}`}
      aria-label={t('banners.label', { division: t(`divisions.${division}.name`) })}
    >
      <ul className={styles.bannerList}>
        {banners.data.map((banner) => (
          <li key={banner._id}>
            <SiteLink href={banner.link} className={styles.bannerLink}>
              <ResponsiveImage
                src={banner.image}
                focalPoint={banner.imageFocus}
                alt={banner.alt || t(`divisions.${division}.name`)}
                className={styles.bannerImage}
                sizes="(min-width: 48rem) 50vw, 100vw"
              />
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
