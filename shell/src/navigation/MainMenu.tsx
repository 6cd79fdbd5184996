import { ChevronIcon, CloseIcon, cx, MenuIcon } from '@aurinko/shared-ui';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './main-menu.module.css';
import { isGroup, MAIN_MENU, type MenuEntry, type MenuGroup } from './menu';

function focusableLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

function isActiveGroup(group: MenuGroup, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return group.items.some((item) => item.to !== '/' && path === item.to.toLowerCase());
}

/**
 * The main menu as a disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each group is
 * a button with aria-expanded that shows a plain list of links. Escape closes and returns focus to the
 * button; arrow keys move between a submenu's links. On narrow screens the whole list collapses behind
 * a menu button.
 */
export function MainMenu({ entries = MAIN_MENU }: { entries?: readonly MenuEntry[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const buttonRefs = useRef(new Map<number, HTMLButtonElement>());
  const listRefs = useRef(new Map<number, HTMLUListElement>());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [collapsedOpen, setCollapsedOpen] = useState(false);

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setCollapsedOpen(false);
  }, []);

  // A new page closes whatever was open.
  useEffect(() => {
    closeAll();
  }, [pathname, closeAll]);

  // A click anywhere outside the menu closes the open submenu.
  useEffect(() => {
    if (openIndex === null && !collapsedOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, collapsedOpen, closeAll]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openIndex !== null) {
      event.preventDefault();
      const button = buttonRefs.current.get(openIndex);
      setOpenIndex(null);
      button?.focus();
    } else if (collapsedOpen) {
      event.preventDefault();
      setCollapsedOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onNavBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && navRef.current && !navRef.current.contains(next)) setOpenIndex(null);
  };

  const openAndFocus = (index: number, which: 'first' | 'last') => {
    setOpenIndex(index);
    // The list renders on the next frame; focus it once it is visible.
    requestAnimationFrame(() => {
      const links = focusableLinks(listRefs.current.get(index) ?? null);
      (which === 'first' ? links[0] : links.at(-1))?.focus();
    });
  };

  const onButtonKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(index, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(index, 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
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
  };

  const listId = `${baseId}-list`;
  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('mainMenu')}
      onKeyDown={onNavKeyDown}
      onBlur={onNavBlur}
      data-testid="main-menu"
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={collapsedOpen}
        aria-controls={listId}
        onClick={() => setCollapsedOpen((open) => !open)}
      >
        {collapsedOpen ? <CloseIcon /> : <MenuIcon />}
        <span>{t('menu')}</span>
      </button>
      <ul id={listId} className={cx(styles.list, collapsedOpen && styles.listOpen)}>
        {entries.map((entry, index) => {
          if (!isGroup(entry)) {
            return (
              <li key={entry.label} className={styles.item}>
                <NavLink className={styles.link} to={entry.to} end>
                  {t(entry.label)}
                </NavLink>
              </li>
            );
          }
          const open = openIndex === index;
          const submenuId = `${baseId}-sub-${index}`;
          return (
            <li key={entry.label} className={styles.item}>
              <button
                ref={(node) => {
                  if (node) buttonRefs.current.set(index, node);
                  else buttonRefs.current.delete(index);
                }}
                type="button"
                className={cx(styles.groupButton, isActiveGroup(entry, pathname) && styles.active)}
                aria-expanded={open}
                aria-controls={submenuId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={onButtonKeyDown(index)}
              >
                {t(entry.label)}
                <ChevronIcon className={styles.chevron} />
              </button>
              <ul
                ref={(node) => {
                  if (node) listRefs.current.set(index, node);
                  else listRefs.current.delete(index);
                }}
                id={submenuId}
                className={styles.submenu}
                hidden={!open}
                onKeyDown={onListKeyDown}
              >
                {entry.items.map((item) => (
                  <li key={item.label}>
                    <NavLink className={styles.sublink} to={item.to} end>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
