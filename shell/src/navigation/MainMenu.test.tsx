// @vitest-environment jsdom
import { useSiteNavigation } from '@aurinko/shared-ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { MainMenu } from './MainMenu';
import { divisionOf, hrefOf, isGroup, MAIN_MENU, type MenuLink, topRow } from './menu';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  cleanup();
  useSiteNavigation.setState({ local: null, hostMenu: false });
});

function renderMenu(path = '/') {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <MainMenu />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

function topLevel(nav: HTMLElement): HTMLElement[] {
  const list = within(nav).getByTestId('main-menu-top');
  return Array.from(list.children).map((li) => li.firstElementChild as HTMLElement);
}

const flatLinks = (): MenuLink[] => MAIN_MENU.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));

describe('MainMenu', () => {
  it('keeps every specified entry, in order, with the divisions and ranges folded into one panel', () => {
    const nav = renderMenu();
    expect(topLevel(nav).map((el) => el.textContent)).toEqual([
      'Home',
      'About Us',
      'Nano-biotechnology',
      'Divisions',
      'Media',
      'Ingredients',
      'Contact Us',
    ]);
    // Every link of the specification, in the specification's order, in the document.
    const top = within(nav).getByTestId('main-menu-top');
    const hrefs = Array.from(top.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(flatLinks().map((link) => hrefOf(link, '/')));
    const divisions = within(nav).getByRole('button', { name: 'Divisions' });
    const panel = document.getElementById(divisions.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(Array.from(panel.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Human overview',
      'Health Supplements',
      'Wellness',
      'Personal Care',
      'Yeppuen',
      'Ayush',
      'Foods and Spices',
      'Veterinary overview',
      'Livestock',
      'Poultry',
      'Aqua',
      'Swine',
      'Equine',
      'Pet',
      'Feed and Grain',
      'Agriculture overview',
      'Nano Fertilizers',
      'Soil Minerals',
    ]);
    // One headed column per division, each holding its own ranges.
    const columns = Array.from(panel.querySelectorAll(':scope > ul > li'));
    expect(columns.map((column) => column.querySelector('span')?.textContent)).toEqual([
      'Human',
      'Veterinary',
      'Agriculture',
    ]);
    expect(within(panel).getByRole('list', { name: 'Human', hidden: true })).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Veterinary', hidden: true })).toBeTruthy();
  });

  it('renders groups and the panel as disclosure buttons, closed at first, never as ARIA menus', () => {
    const nav = renderMenu();
    for (const label of ['About Us', 'Nano-biotechnology', 'Divisions', 'Media']) {
      const button = within(nav).getByRole('button', { name: label });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const submenu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(submenu?.hidden).toBe(true);
    }
    expect(nav.querySelector('[role^="menu"]')).toBeNull();
  });

  it('leads company pages to the current division, and to the default division from elsewhere', () => {
    const aboutFrom = (path: string) => {
      cleanup();
      const nav = renderMenu(path);
      const about = within(nav).getByRole('button', { name: 'About Us' });
      const submenu = document.getElementById(about.getAttribute('aria-controls') ?? '') as HTMLElement;
      return {
        about: within(submenu)
          .getAllByRole('link', { hidden: true })
          .map((a) => a.getAttribute('href')),
        contact: within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href'),
      };
    };
    expect(aboutFrom('/')).toEqual({
      about: [
        '/human/about',
        '/human/facultySection',
        '/human/vision',
        '/human/manufacturing',
        '/human/research',
        '/human/export',
        '/human/certificates',
      ],
      contact: '/human/contact_us',
    });
    expect(aboutFrom('/veterinary/poultry').about[0]).toBe('/veterinary/about');
    expect(aboutFrom('/veterinary/poultry').contact).toBe('/veterinary/contact_us');
    expect(aboutFrom('/agriculture').about.at(-1)).toBe('/agriculture/certificates');
    expect(aboutFrom('/news').contact).toBe('/human/contact_us');
  });

  it('opens a submenu with Enter, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const about = within(nav).getByRole('button', { name: 'About Us' });
    about.focus();
    await user.keyboard('{Enter}');
    expect(about.getAttribute('aria-expanded')).toBe('true');
    const submenu = document.getElementById(about.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(submenu.hidden).toBe(false);
    const links = within(submenu).getAllByRole('link');
    expect(links).toHaveLength(7);

    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links.at(-1));

    await user.keyboard('{Escape}');
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(submenu.hidden).toBe(true);
    expect(document.activeElement).toBe(about);
  });

  it('closes a submenu when keyboard focus leaves it', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const nano = within(nav).getByRole('button', { name: 'Nano-biotechnology' });
    nano.focus();
    await user.keyboard('{Enter}');
    expect(nano.getAttribute('aria-expanded')).toBe('true');
    await user.tab(); // first link
    await user.tab();
    await user.tab(); // last link
    await user.tab(); // next top-level button: out of the submenu
    expect(document.activeElement).toBe(within(nav).getByRole('button', { name: 'Divisions' }));
    expect(nano.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the panel with ArrowDown on its button and focuses the first link', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const divisions = within(nav).getByRole('button', { name: 'Divisions' });
    divisions.focus();
    await user.keyboard('{ArrowDown}');
    const panel = document.getElementById(divisions.getAttribute('aria-controls') ?? '') as HTMLElement;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Human overview' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Health Supplements' }));
  });

  it('keeps only one submenu open and closes it on a click outside', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const about = within(nav).getByRole('button', { name: 'About Us' });
    const media = within(nav).getByRole('button', { name: 'Media' });
    await user.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    await user.click(media);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(media.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(media.getAttribute('aria-expanded')).toBe('false');
  });

  it('has one menu button for narrow screens that toggles everything and closes with Escape', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContain(
      within(nav).getByTestId('main-menu-top'),
    );
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    within(nav).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it("announces itself to the remotes and carries a division's published local links", async () => {
    const user = userEvent.setup();
    const nav = renderMenu('/veterinary');
    expect(useSiteNavigation.getState().hostMenu).toBe(true);
    expect(within(nav).queryByTestId('main-menu-local')).toBeNull();
    act(() => {
      useSiteNavigation.setState({
        local: {
          title: { to: '/veterinary', label: 'Veterinary Health' },
          groups: [{ label: 'Products', links: [{ to: '/veterinary/poultry', label: 'Poultry' }] }],
        },
      });
    });
    const local = within(nav).getByTestId('main-menu-local');
    expect(within(local).getByRole('link', { name: 'Veterinary Health' }).getAttribute('href')).toBe(
      '/veterinary',
    );
    const products = within(local).getByRole('button', { name: 'Products' });
    await user.click(products);
    const list = document.getElementById(products.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Poultry' }).getAttribute('href')).toBe(
      '/veterinary/poultry',
    );
  });
});

describe('menu data', () => {
  it('links every entry once, company pages following the division', () => {
    const hrefs = flatLinks().map((link) => hrefOf(link, '/'));
    expect(hrefs).toContain('/veterinary/Neuna_mins');
    expect(hrefs).toContain('/agriculture/SoilMinerals');
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(flatLinks().filter((link) => link.company)).toHaveLength(15);
    expect(divisionOf('/veterinary/about')).toBe('veterinary');
    expect(divisionOf('/Agriculture')).toBe('agriculture');
    expect(divisionOf('/news')).toBeNull();
    expect(divisionOf('/humanity')).toBeNull();
  });

  it('folds the panel without losing or reordering an entry', () => {
    const row = topRow(MAIN_MENU);
    const unfolded = row.flatMap((item) => (item.kind === 'panel' ? item.entries : [item.entry]));
    expect(unfolded).toEqual([...MAIN_MENU]);
    expect(row).toHaveLength(7);
  });
});
