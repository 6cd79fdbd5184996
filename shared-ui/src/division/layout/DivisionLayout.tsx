import { ChevronIcon, LoadingScreen, MenuIcon } from '@aurinko/shared-ui';
import { type CSSProperties, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { SharedPageBanner } from '../catalogue/PageBanner';
import { PRODUCT_PAGES, type SharedPage } from '../catalogue/product-pages';
import { DivisionBanners } from '../components/DivisionBanners';
import type { Division } from '../namespaces';
import styles from './layout.module.css';

interface NavItem {
  to: string;
  label: string;
}

const ABOUT: SharedPage[] = [
  'about',
  'facultySection',
  'vision',
  'manufacturing',
  'research',
  'export',
  'certificates',
];
const MEDIA: SharedPage[] = [
  'report',
  'articles',
  'gallery',
  'photo_gallery',
  'videos',
  'brochures',
  'blog',
  'review',
];

function NavGroup({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={ref}
      className={styles.group}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret}>
          <ChevronIcon />
        </span>
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Division sub-navigation: overview, about, technologies, products, media, ingredients, contact. */
export function DivisionNav({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  const base = `/${division}`;
  const shared = (keys: SharedPage[]) =>
    keys.map((key) => ({ to: `${base}/${key}`, label: t(`pages.${key}`) }));
  const productItems = (technology: boolean) =>
    PRODUCT_PAGES[division]
      .filter((page) => Boolean(page.technology) === technology)
      .map((page) => ({ to: `${base}/${page.routeKey}`, label: t(`${page.titleKey}.title`) }));
  const listId = useId();

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <div className={`container ${styles.navInner}`}>
        <NavLink to={base} end className={styles.divisionName}>
          {t(`divisions.${division}.name`)}
        </NavLink>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
          {t('nav.menu')}
        </button>
        <ul id={listId} className={open ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <li>
            <NavLink to={base} end>
              {t('pages.home')}
            </NavLink>
          </li>
          <NavGroup label={t('nav.about')} items={shared(ABOUT)} />
          <NavGroup label={t('nav.technologies')} items={productItems(true)} />
          <NavGroup label={t('nav.products')} items={productItems(false)} />
          <NavGroup label={t('nav.media')} items={shared(MEDIA)} />
          <li>
            <NavLink to={`${base}/ingredients`}>{t('pages.ingredients')}</NavLink>
          </li>
          <li>
            <NavLink to={`${base}/contact_us`}>{t('pages.contact_us')}</NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/** Frame of a division: its colour, its sub-navigation, then the page. */
export function DivisionLayout({ division, children }: { division: Division; children?: ReactNode }) {
  return (
    <div
      className={styles.division}
      style={{ '--division-color': `var(--color-${division})` } as CSSProperties}
    >
      <DivisionNav division={division} />
      <Suspense fallback={<LoadingScreen />}>
        <div className={styles.content}>
          <SharedPageBanner division={division} />
          {children ?? <Outlet />}
          <DivisionBanners division={division} />
        </div>
      </Suspense>
    </div>
  );
}
