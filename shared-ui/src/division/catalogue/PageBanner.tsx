import { ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { contentApi } from '../api/content-api';
import { Illustration } from '../components/Illustration';
import type { Division } from '../namespaces';
import styles from './catalogue.module.css';

/** The banner an admin set for a page (`division/routeKey`), or a drawn one when there is none. */
export function PageBanner({
  division,
  routeKey,
  title,
}: {
  division: Division;
  routeKey: string;
  title: string;
}) {
  const key = `${division}/${routeKey}`;
  const banner = useApi(() => contentApi.pageBanner(key), [key]);
  if (banner.status === 'success' && banner.data.image) {
    return (
      <ResponsiveImage
        className={styles.banner}
        src={banner.data.image}
        alt={banner.data.title || title}
        sizes="(min-width: 1212px) 1180px, 100vw"
        priority
      />
    );
  }
  return <Illustration kind="banner" alt={title} className={styles.banner} />;
}
