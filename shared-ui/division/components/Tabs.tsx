import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './components.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys move
 * between tabs (mirrored in right-to-left pages), Home/End jump to the ends.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
}: {
  label: string;
  /**
   * A fixed base for the tabs' and panel's ids, unique on the page: tabs hydrated from a remote's server HTML inside
   * the shell need it (React's useId counts from another place in the tree there than on the remote's server).
   */
  idBase?: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const generated = useId();
  const base = idBase ?? generated;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!active) return null;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const isActive = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${active.id}`}
        aria-labelledby={`${base}-tab-${active.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel focusable so text-only panels are reachable.
        tabIndex={0}
        className={styles.tabpanel}
      >
        {active.content}
      </div>
    </div>
  );
}
