import {
  ChevronIcon,
  closeOnFocusOut,
  cx,
  LoadingScreen,
  type LocalNav,
  MenuIcon,
  useHostMenu,
  usePublishLocalNav,
} from '@aurinko/shared-ui';
import { type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
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

/**
 * Pages whose content is the company's, the same in every division (they take no division): shown in the
 * company's frame wherever they are reached — its neutral colours, and inside the site no division bar (no
 * division's technologies or products above them) — never in one division's accent. The blog list is the company's
 * one blog (every division's posts, with a division filter), so it is one of them.
 */
export const COMPANY_WIDE_PAGES: readonly string[] = [
  'about',
  'facultySection',
  'vision',
  'manufacturing',
  'research',
  'export',
  'certificates',
  'ingredients',
  'contact_us',
  'blog',
];

/** Whether `pathname` (under `/<division>`) shows a company-wide page. */
export function isCompanyWidePage(division: Division, pathname: string): boolean {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  return (
    first === division && rest.length === 0 && second !== undefined && COMPANY_WIDE_PAGES.includes(second)
  );
}

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
      onBlur={closeOnFocusOut(() => setOpen(false))}
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

function useDivisionLinks(division: Division) {
  const { t } = useTranslation('division');
  const base = `/${division}`;
  return useMemo(() => {
    const shared = (keys: SharedPage[]) =>
      keys.map((key) => ({ to: `${base}/${key}`, label: t(`pages.${key}`) }));
    const productItems = (technology: boolean) =>
      PRODUCT_PAGES[division]
        .filter((page) => Boolean(page.technology) === technology)
        .map((page) => ({ to: `${base}/${page.routeKey}`, label: t(`${page.titleKey}.title`) }));
    return {
      base,
      name: t(`divisions.${division}.name`),
      about: shared(ABOUT),
      media: shared(MEDIA),
      technologies: { label: t('nav.technologies'), items: productItems(true) },
      products: { label: t('nav.products'), items: productItems(false) },
    };
  }, [base, division, t]);
}

/**
 * Division sub-navigation. Inside the shell, whose main menu already offers Home, About, Media, Ingredients and
 * Contact (leading to this division's pages), it is a light bar with only what is the division's own: its name
 * (its home), technologies and products; on a phone those join the shell's one menu button instead. Standalone
 * (the remote on its own port, no main menu) it is the division's complete menu with its own menu button.
 */
export function DivisionNav({ division, company = false }: { division: Division; company?: boolean }) {
  const { t } = useTranslation('division');
  const hosted = useHostMenu();
  const links = useDivisionLinks(division);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  const local = useMemo<LocalNav>(
    () => ({
      title: { to: links.base, label: links.name },
      groups: [links.technologies, links.products].map(({ label, items }) => ({ label, links: items })),
    }),
    [links],
  );
  // A company page inside the site is in the company's frame: no division bar, no division links in the phone menu.
  usePublishLocalNav(hosted && !company ? local : null);
  const listId = useId();

  if (hosted && company) return null;
  if (hosted) {
    return (
      <nav className={cx(styles.nav, styles.local)} aria-label={t('nav.label')} data-testid="division-nav">
        <div className={`container ${styles.navInner}`}>
          <NavLink to={links.base} end className={styles.divisionName}>
            {links.name}
          </NavLink>
          <ul className={styles.menu}>
            <NavGroup label={links.technologies.label} items={links.technologies.items} />
            <NavGroup label={links.products.label} items={links.products.items} />
          </ul>
        </div>
      </nav>
    );
  }

  return (
    <nav className={cx(styles.nav, styles.standalone)} aria-label={t('nav.label')} data-testid="division-nav">
      <div className={`container ${styles.navInner}`}>
        <NavLink to={links.base} end className={styles.divisionName}>
          {links.name}
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
            <NavLink to={links.base} end>
              {t('pages.home')}
            </NavLink>
          </li>
          <NavGroup label={t('nav.about')} items={links.about} />
          <NavGroup label={links.technologies.label} items={links.technologies.items} />
          <NavGroup label={links.products.label} items={links.products.items} />
          <NavGroup label={t('nav.media')} items={links.media} />
          <li>
            <NavLink to={`${links.base}/ingredients`}>{t('pages.ingredients')}</NavLink>
          </li>
          <li>
            <NavLink to={`${links.base}/contact_us`}>{t('pages.contact_us')}</NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/**
 * Frame of a division: its sub-navigation (in the division's colour), then the page — in the division's
 * accent; or, for a company-wide page (About, Contact, Certificates, the blog, …), the company's frame: neutral
 * colours and, inside the site, no division bar.
 */
export function DivisionLayout({ division, children }: { division: Division; children?: ReactNode }) {
  const { pathname } = useLocation();
  const company = isCompanyWidePage(division, pathname);
  return (
    <div
      className={styles.division}
      data-accent={company ? 'company' : division}
      data-palette={division}
      data-frame={company ? 'company' : 'division'}
    >
      <DivisionNav division={division} company={company} />
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
