import { DIVISIONS, groupsOf, rangePath, type Technology, technologyPath } from '@aurinko/contract/catalogue';

/**
 * The main menu, exactly as specification section 2 lists it: one typed list, rendered by MainMenu
 * and checked by the browser tests. Labels are keys of the `navbar` namespace. The divisions and every product link's
 * address come from the catalogue (`@aurinko/contract/catalogue`), and so do the product ranges each division's
 * submenu lists, with their labels and order (a catalogue entry's `menu`).
 */
export type Division = (typeof DIVISIONS)[number];

/** A page every division serves under its own path (`/<division>/<page>`): the company's pages and media. */
export type CompanyPage =
  | 'about'
  | 'facultySection'
  | 'vision'
  | 'manufacturing'
  | 'research'
  | 'export'
  | 'certificates'
  | 'report'
  | 'gallery'
  | 'review'
  | 'brochures'
  | 'blog'
  | 'articles'
  | 'ingredients'
  | 'contact_us';

export interface MenuLink {
  /** Key under `navbar:` */
  label: string;
  /** A fixed target … */
  to?: string;
  /** … or a company page, which follows the visitor: the current division's, else the default division's. */
  company?: CompanyPage;
}

export interface MenuGroup {
  /** Key under `navbar:`; the group opens a submenu instead of navigating. */
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/**
 * Where a company page leads from outside any division. There is no division-free copy of those pages; they
 * are served by every division and show in the company's neutral colours (see DivisionLayout), so the default
 * is the first division's copy.
 */
export const DEFAULT_DIVISION: Division = DIVISIONS[0];

/** The division the visitor is in, from the address (`/veterinary/...` → veterinary), or null. */
export function divisionOf(pathname: string): Division | null {
  const first = pathname.split('/')[1]?.toLowerCase();
  return DIVISIONS.find((division) => division === first) ?? null;
}

/** The address a menu link leads to for a visitor on `pathname`. */
export function hrefOf(link: MenuLink, pathname: string): string {
  if (link.company) return `/${divisionOf(pathname) ?? DEFAULT_DIVISION}/${link.company}`;
  return link.to ?? '/';
}

/** The nano-technology pages the menu links to, in its order: `navbar:` label → technology (its page: the catalogue's). */
const TECHNOLOGY_LINKS: ReadonlyArray<readonly [label: string, technology: Technology]> = [
  ['nanophosphosomes', 'nanophosphosome'],
  ['neunamins', 'neunamins'],
  ['neunaparticles', 'neunaparticles'],
];

/**
 * A division's product ranges in its submenu, in the menu's order: the catalogue's groups of that division that have a
 * `menu` place (label: key under `navbar:`; address: the catalogue's range page). The technology groups are under
 * "Nanotechnology" instead.
 */
function divisionRanges(division: Division): MenuLink[] {
  return groupsOf(division)
    .flatMap((info) => (info.menu ? [{ ...info.menu, group: info.group }] : []))
    .sort((a, b) => a.position - b.position)
    .map(({ label, group }) => ({ label, to: rangePath(group) }));
}

export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'home', to: '/' },
  {
    label: 'about',
    items: [
      { label: 'aboutOverview', company: 'about' },
      { label: 'management', company: 'facultySection' },
      { label: 'visionMission', company: 'vision' },
      { label: 'manufacturing', company: 'manufacturing' },
      { label: 'research', company: 'research' },
      { label: 'export', company: 'export' },
      { label: 'certificates', company: 'certificates' },
    ],
  },
  {
    label: 'nanotech',
    items: TECHNOLOGY_LINKS.map(([label, technology]) => ({ label, to: technologyPath(technology) })),
  },
  // One submenu per division (label: the division), its overview first.
  ...DIVISIONS.map((division) => ({
    label: division,
    items: [{ label: `${division}Overview`, to: `/${division}` }, ...divisionRanges(division)],
  })),
  {
    label: 'media',
    items: [
      { label: 'reports', company: 'report' },
      { label: 'gallery', company: 'gallery' },
      { label: 'review', company: 'review' },
      { label: 'brochures', company: 'brochures' },
      { label: 'blogs', company: 'blog' },
      { label: 'articles', company: 'articles' },
    ],
  },
  { label: 'ingredients', company: 'ingredients' },
  { label: 'contact', company: 'contact_us' },
];

/**
 * How the desktop header fits the list on one row: a run of consecutive entries folds into one panel (the
 * entries keep their order inside it). Here the three divisions become "Divisions", a panel with one headed column
 * per division holding that division's product ranges — each range under the division the catalogue gives it
 * (shared-ui/contract/catalogue.mjs; menu.test.ts checks the two agree).
 */
export interface MenuPanel {
  /** Key under `navbar:` */
  label: string;
  /** Labels of the first and last entries folded into the panel. */
  from: string;
  to: string;
}

export const MENU_PANELS: readonly MenuPanel[] = [
  { label: 'divisions', from: DIVISIONS[0], to: DIVISIONS[DIVISIONS.length - 1] ?? DIVISIONS[0] },
];

/** One item of the rendered top row: an entry as it is, or a panel holding a run of entries. */
export type TopItem =
  | { kind: 'entry'; entry: MenuEntry }
  | { kind: 'panel'; label: string; entries: MenuEntry[] };

export function topRow(entries: readonly MenuEntry[], panels: readonly MenuPanel[] = MENU_PANELS): TopItem[] {
  const row: TopItem[] = [];
  let panel: { kind: 'panel'; label: string; entries: MenuEntry[] } | null = null;
  let closing: string | null = null;
  for (const entry of entries) {
    if (!panel) {
      const opening = panels.find((p) => p.from === entry.label);
      if (opening) {
        panel = { kind: 'panel', label: opening.label, entries: [] };
        closing = opening.to;
        row.push(panel);
      }
    }
    if (panel) {
      panel.entries.push(entry);
      if (entry.label === closing) panel = null;
    } else {
      row.push({ kind: 'entry', entry });
    }
  }
  return row;
}
