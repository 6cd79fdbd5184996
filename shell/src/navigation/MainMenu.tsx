import {
  ChevronIcon,
  CloseIcon,
  closeOnFocusOut,
  cx,
  MenuIcon,
  useDeclareHostMenu,
  useSiteNavigation,
} from '@aurinko/shared-ui';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './main-menu.module.css';
import { hrefOf, isGroup, MAIN_MENU, MENU_PANELS, type MenuEntry, type MenuPanel, topRow } from './menu';

function focusableLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

function samePath(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function entryHrefs(entry: MenuEntry, pathname: string): string[] {
  return (isGroup(entry) ? entry.items : [entry]).map((link) => hrefOf(link, pathname));
}

/** Arrow keys, Home and End move between the links of an open submenu or panel. */
function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  const links = focusableLinks(event.currentTarget);
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next: number | undefined;
  if (event.key === 'ArrowDown') next = (current + 1) % links.length;
  else if (event.key === 'ArrowUp') next = current <= 0 ? links.length - 1 : current - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = links.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

interface DisclosureProps {
  id: string;
  label: string;
  open: boolean;
  active: boolean;
  wide?: boolean;
  onOpenChange: (open: boolean, focus?: 'first' | 'last') => void;
  registerButton: (node: HTMLButtonElement | null) => void;
  registerPanel: (node: HTMLElement | null) => void;
  children: ReactNode;
}

/** One button with aria-expanded and the panel it shows (WAI-ARIA APG "disclosure navigation menu"). */
function Disclosure({
  id,
  label,
  open,
  active,
  wide,
  onOpenChange,
  registerButton,
  registerPanel,
  children,
}: DisclosureProps) {
  return (
    <li
      className={cx(styles.item, wide && styles.wideItem)}
      onBlur={closeOnFocusOut(() => open && onOpenChange(false))}
    >
      <button
        ref={registerButton}
        type="button"
        className={cx(styles.groupButton, active && styles.active)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpenChange(true, event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {label}
        <ChevronIcon className={styles.chevron} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the panel's own links. */}
      <div
        ref={registerPanel}
        id={id}
        className={cx(styles.submenu, wide && styles.panel)}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {children}
      </div>
    </li>
  );
}

/**
 * The main menu. The specification's entries, in their order, as a disclosure navigation: groups are buttons
 * with aria-expanded showing plain lists of links, and a run of entries folds into a panel (MENU_PANELS) so the
 * desktop header is one row. Escape closes and returns focus to the button, keyboard focus leaving a group
 * closes it, arrow keys move between a panel's links. Company pages (About, Media, Ingredients, Contact) lead to
 * the current division's copy. Below desktop width everything collapses behind ONE menu button, which also
 * carries the local links a division publishes (shared-ui's site navigation store).
 */
export function MainMenu({
  entries = MAIN_MENU,
  panels = MENU_PANELS,
}: {
  entries?: readonly MenuEntry[];
  panels?: readonly MenuPanel[];
}) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  useDeclareHostMenu();
  const local = useSiteNavigation((state) => state.local);
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const panelRefs = useRef(new Map<string, HTMLElement>());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [collapsedOpen, setCollapsedOpen] = useState(false);

  const closeAll = useCallback(() => {
    setOpenKey(null);
    setCollapsedOpen(false);
  }, []);

  // A new page closes whatever was open.
  useEffect(() => {
    closeAll();
  }, [pathname, closeAll]);

  // A click anywhere outside the menu closes it.
  useEffect(() => {
    if (openKey === null && !collapsedOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openKey, collapsedOpen, closeAll]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openKey !== null) {
      event.preventDefault();
      const button = buttons.current.get(openKey);
      setOpenKey(null);
      button?.focus();
    } else if (collapsedOpen) {
      event.preventDefault();
      setCollapsedOpen(false);
      toggleRef.current?.focus();
    }
  };

  // Keyboard focus leaving the whole menu closes everything, the phone panel included.

  const disclosure = (key: string, label: string, hrefs: string[], children: ReactNode, wide = false) => (
    <Disclosure
      key={key}
      id={`${baseId}-${key}`}
      label={label}
      open={openKey === key}
      active={hrefs.some((href) => href !== '/' && samePath(href, pathname))}
      wide={wide}
      onOpenChange={(open, focus) => {
        setOpenKey(open ? key : null);
        if (!open || !focus) return;
        // The panel renders on the next frame; focus its first or last link once it is visible.
        requestAnimationFrame(() => {
          const links = focusableLinks(panelRefs.current.get(key) ?? null);
          (focus === 'first' ? links[0] : links.at(-1))?.focus();
        });
      }}
      registerButton={(node) => {
        if (node) buttons.current.set(key, node);
        else buttons.current.delete(key);
      }}
      registerPanel={(node) => {
        if (node) panelRefs.current.set(key, node);
        else panelRefs.current.delete(key);
      }}
    >
      {children}
    </Disclosure>
  );

  const link = (to: string, label: string, className: string | undefined) => (
    <NavLink className={className} to={to} end>
      {label}
    </NavLink>
  );

  const linkList = (links: { to: string; label: string }[], labelledBy?: string) => (
    <ul className={styles.links} aria-labelledby={labelledBy}>
      {links.map((item) => (
        <li key={item.to}>{link(item.to, item.label, styles.sublink)}</li>
      ))}
    </ul>
  );

  const panelId = `${baseId}-panel`;
  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('mainMenu')}
      onKeyDown={onNavKeyDown}
      onBlur={closeOnFocusOut(closeAll)}
      data-testid="main-menu"
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={collapsedOpen}
        aria-controls={panelId}
        onClick={() => setCollapsedOpen((open) => !open)}
      >
        {collapsedOpen ? <CloseIcon /> : <MenuIcon />}
        <span>{t('menu')}</span>
      </button>
      <div id={panelId} className={cx(styles.menuPanel, collapsedOpen && styles.menuPanelOpen)}>
        {local ? (
          <div className={styles.localSection} data-testid="main-menu-local">
            <p className={styles.localTitle}>
              {link(local.title.to, local.title.label, styles.localTitleLink)}
            </p>
            <ul className={styles.list}>
              {local.groups.map((group, index) =>
                disclosure(
                  `local-${index}`,
                  group.label,
                  group.links.map((l) => l.to),
                  linkList([...group.links]),
                ),
              )}
            </ul>
          </div>
        ) : null}
        <ul className={styles.list} data-testid="main-menu-top">
          {topRow(entries, panels).map((item) => {
            if (item.kind === 'panel') {
              return disclosure(
                `panel-${item.label}`,
                t(item.label),
                item.entries.flatMap((entry) => entryHrefs(entry, pathname)),
                <ul className={styles.panelColumns}>
                  {item.entries.map((entry) => {
                    if (!isGroup(entry)) {
                      return (
                        <li key={entry.label} className={styles.panelEntry}>
                          {link(hrefOf(entry, pathname), t(entry.label), styles.panelLink)}
                        </li>
                      );
                    }
                    const headingId = `${baseId}-${entry.label}-heading`;
                    return (
                      <li key={entry.label} className={cx(styles.panelEntry, styles.panelGroup)}>
                        <span id={headingId} className={styles.panelHeading}>
                          {t(entry.label)}
                        </span>
                        {linkList(
                          entry.items.map((i) => ({ to: hrefOf(i, pathname), label: t(i.label) })),
                          headingId,
                        )}
                      </li>
                    );
                  })}
                </ul>,
                true,
              );
            }
            const { entry } = item;
            if (!isGroup(entry)) {
              return (
                <li key={entry.label} className={styles.item}>
                  {link(hrefOf(entry, pathname), t(entry.label), styles.link)}
                </li>
              );
            }
            return disclosure(
              entry.label,
              t(entry.label),
              entryHrefs(entry, pathname),
              linkList(entry.items.map((i) => ({ to: hrefOf(i, pathname), label: t(i.label) }))),
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
