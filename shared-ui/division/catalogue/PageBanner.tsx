import { SHARED_PAGES, type SharedPage } from '@aurinko/contract/catalogue';
import { ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { useLocation } from 'react-router-dom';
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
    // The heading right below names the page: the banner is decorative (alt="") unless the admin's title says more.
    const alt = banner.data.title && banner.data.title.trim() !== title.trim() ? banner.data.title : '';
    return (
      <ResponsiveImage
        className={styles.banner}
        src={banner.data.image}
        focalPoint={banner.data.imageFocus}
        alt={alt}
        sizes="(min-width: 1212px) 1180px, 100vw"
        priority
      />
    );
  }
  // The drawn banner is decorative: the page heading right below names the page.
  return <Illustration kind="banner" alt="" className={styles.banner} />;
}

const isSharedPage = (segment: string): segment is SharedPage =>
  (SHARED_PAGES as readonly string[]).includes(segment);

/**
 * On a shared page (`/<division>/about`, `/<division>/report`, …), the banner an admin set for it; nothing when none
 * is set (the drawn banner belongs to the product pages, which show theirs in their header).
 */
export function SharedPageBanner({ division }: { division: Division }) {
  const [, , page = '', detail] = useLocation().pathname.split('/');
  if (!isSharedPage(page) || detail) return null;
  return <AdminPageBanner division={division} page={page} />;
}

function AdminPageBanner({ division, page }: { division: Division; page: SharedPage }) {
  const banners = useApi(() => contentApi.pageBanners(division), [division]);
  if (banners.status !== 'success') return null;
  const banner = banners.data.find((candidate) => candidate.key === `${division}/${page}`);
  if (!banner?.image) return null;
  return (
    <div className="container">
      <ResponsiveImage
        className={`${styles.banner} ${styles.sharedBanner}`}
        src={banner.image}
        focalPoint={banner.imageFocus}
        alt={banner.title}
        sizes="(min-width: 1212px) 1180px, 100vw"
        priority
      />
    </div>
  );
}
