// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { MainMenu } from './MainMenu';
import { isGroup, MAIN_MENU } from './menu';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

function renderMenu() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <MainMenu />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('MainMenu', () => {
  it('shows the top level of the specified menu in order', () => {
    const nav = renderMenu();
    const top = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.firstElementChild?.textContent);
    expect(top).toEqual([
      'Home',
      'About Us',
      'Nano-biotechnology',
      'Human',
      'Veterinary',
      'Agriculture',
      'Health Supplements',
      'Wellness',
      'Personal Care',
      'Yeppuen',
      'Ayush',
      'Foods and Spices',
      'Media',
      'Ingredients',
      'Contact Us',
    ]);
  });

  it('renders submenu groups as disclosure buttons, closed at first', () => {
    const nav = renderMenu();
    for (const entry of MAIN_MENU.filter(isGroup)) {
      const button = within(nav).getByRole('button', { name: i18n.t(`navbar:${entry.label}`) });
      expect(button).toHaveProperty('ariaExpanded', 'false');
      const submenu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(submenu?.hidden).toBe(true);
    }
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
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/human/about',
      '/human/facultySection',
      '/human/vision',
      '/human/manufacturing',
      '/human/research',
      '/human/export',
      '/human/certificates',
    ]);

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

  it('opens with ArrowDown on the button and focuses the first link', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const media = within(nav).getByRole('button', { name: 'Media' });
    media.focus();
    await user.keyboard('{ArrowDown}');
    const submenu = document.getElementById(media.getAttribute('aria-controls') ?? '') as HTMLElement;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(within(submenu).getAllByRole('link')[0]);
  });

  it('keeps only one submenu open and closes it on a click outside', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const vet = within(nav).getByRole('button', { name: 'Veterinary' });
    const agri = within(nav).getByRole('button', { name: 'Agriculture' });
    await user.click(vet);
    expect(vet.getAttribute('aria-expanded')).toBe('true');
    await user.click(agri);
    expect(vet.getAttribute('aria-expanded')).toBe('false');
    expect(agri.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(agri.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a menu button for narrow screens that toggles the list and closes with Escape', async () => {
    const user = userEvent.setup();
    const nav = renderMenu();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    within(nav).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('links every entry to its division route', () => {
    const hrefs = MAIN_MENU.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map((e) => e.to);
    expect(hrefs).toContain('/veterinary/Neuna_mins');
    expect(hrefs).toContain('/agriculture/SoilMinerals');
    expect(hrefs).toContain('/human/contact_us');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
