import { Button, LanguageSelect, LoadingScreen, useSession } from '@aurinko/shared-ui';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignOut } from '../access/AdminGuard';
import { useCanWrite } from '../access/roles';
import { CommandPalette } from '../workplace/CommandPalette';
import styles from './layout.module.css';
import { type BadgeKey, NavBadgesProvider, useNavBadges } from './nav-badges';
import { NAVIGATION, type NavGroup } from './navigation';
import { navigationFor } from './navigation-access';

export function DashboardLayout() {
  // The studio's labels (product groups, cards) are keys of its own namespace, `dashboard_studio:…`.
  const { t } = useTranslation([
    'dashboard',
    'dashboard_studio',
    'dashboard_inbox',
    'dashboard_admins',
    'dashboard_workplace',
    'dashboard_media',
  ]);
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const canWrite = useCanWrite();
  const navigation = navigationFor(NAVIGATION, canWrite);
  // Phones: the menu is folded behind its button, so the page's content comes first; another page folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <NavBadgesProvider enabled={canWrite}>
      <div className="container">
        {/* The dashboard's own header (issue 34): the site, the record finder, the language, the admin's account. */}
        <header className={styles.bar}>
          <p className={styles.title}>{t('title')}</p>
          <div className={styles.tools}>
            <Link to="/" className={styles.siteLink}>
              {t('dashboard_workplace:frame.site')}
            </Link>
            {canWrite ? <CommandPalette /> : null}
            <LanguageSelect className={styles.language} />
            {user ? (
              <div className={styles.account}>
                <p className={styles.who}>
                  {t('signedInAs', { name: user.name })}{' '}
                  <span className={styles.role}>({t(`dashboard_admins:roles.${user.role}`)})</span>
                </p>
                <Link to={paths.account} className={styles.siteLink}>
                  {t('dashboard_admins:nav.account')}
                </Link>
              </div>
            ) : null}
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void signOut();
              }}
            >
              {t('signOut')}
            </Button>
          </div>
          <button
            type="button"
            className={`btn btn-secondary ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('dashboard_workplace:frame.menu')}
          </button>
        </header>
        <div className={styles.shell}>
          <nav
            id={navId}
            className={styles.nav}
            data-open={menuOpen ? 'true' : 'false'}
            aria-label={t('nav.label')}
          >
            {navigation.map((group) => {
              const list = (
                <ul className={styles.list} aria-labelledby={`dashboard-nav-${group.id}`}>
                  {group.items.map((item) => (
                    <li key={item.to} className={item.add ? styles.withAdd : undefined}>
                      <NavLink to={item.to} end={item.end} className={styles.link}>
                        {t(item.label)}
                        {item.badge ? <NavBadge badge={item.badge} /> : null}
                      </NavLink>
                      {item.add ? (
                        <NavLink
                          to={item.add.to}
                          end
                          className={`${styles.link} ${styles.addLink}`}
                          aria-label={t(item.add.label, {
                            group: t(`dashboard_studio:groups.${item.add.labelValues.group}`),
                          })}
                        >
                          <span aria-hidden="true">+</span>
                        </NavLink>
                      ) : null}
                    </li>
                  ))}
                </ul>
              );
              return group.collapsible ? (
                <details
                  key={group.id}
                  className={styles.disclosure}
                  open={holds(group, pathname) || undefined}
                >
                  <summary className={styles.groupLabel} id={`dashboard-nav-${group.id}`}>
                    {t(group.label)}
                  </summary>
                  {list}
                </details>
              ) : (
                <div key={group.id}>
                  <span className={styles.groupLabel} id={`dashboard-nav-${group.id}`}>
                    {t(group.label)}
                  </span>
                  {list}
                </div>
              );
            })}
          </nav>
          {/* The page's one main, beside the header and the menu (the frame around it has none). */}
          <main id="main" tabIndex={-1} className={styles.content}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </NavBadgesProvider>
  );
}

/** "3", read out as "3 unread messages" (the link's name becomes "Contact messages 3 unread messages"). */
function NavBadge({ badge }: { badge: BadgeKey }) {
  const { t } = useTranslation('dashboard_inbox');
  const count = useNavBadges().counts[badge];
  if (!count) return null;
  return (
    <>
      {' '}
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t(`nav.badge.${badge}`, { count })}</span>
    </>
  );
}

/** A folded group opens by itself when it holds the page on screen. */
function holds(group: NavGroup, pathname: string) {
  return group.items.some((item) => item.to === pathname || item.add?.to === pathname);
}
