// @vitest-environment jsdom
import { useSiteNavigation } from '@aurinko/shared-ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { DivisionNav, isCompanyWidePage } from './DivisionLayout';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  cleanup();
  useSiteNavigation.setState({ hostMenu: false, local: null });
});

function renderNav(path = '/veterinary/poultry') {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <DivisionNav division="veterinary" />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('navigation', { name: 'Division pages' });
}

describe('DivisionNav', () => {
  it('standalone, is the division’s complete menu with its own menu button', () => {
    const nav = renderNav();
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/veterinary/contact_us',
    );
    expect(within(nav).getByRole('button', { name: 'About' })).toBeTruthy();
    expect(useSiteNavigation.getState().local).toBeNull();
  });

  it('under the shell’s menu, keeps only the division’s own links and publishes them for the phone menu', () => {
    useSiteNavigation.setState({ hostMenu: true });
    const nav = renderNav();
    expect(within(nav).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Contact Us' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'About' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Veterinary Health' }).getAttribute('href')).toBe(
      '/veterinary',
    );
    const buttons = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Technologies', 'Products']);

    const local = useSiteNavigation.getState().local;
    expect(local?.title).toEqual({ to: '/veterinary', label: 'Veterinary Health' });
    expect(local?.groups.map((group) => group.label)).toEqual(['Technologies', 'Products']);
    expect(local?.groups[1]?.links.map((link) => link.to)).toContain('/veterinary/poultry');

    act(() => cleanup());
    expect(useSiteNavigation.getState().local).toBeNull();
  });

  it('closes a group on Escape (focus back on its button) and when keyboard focus leaves it', async () => {
    useSiteNavigation.setState({ hostMenu: true });
    const user = userEvent.setup();
    const nav = renderNav();
    const technologies = within(nav).getByRole('button', { name: 'Technologies' });
    const products = within(nav).getByRole('button', { name: 'Products' });
    await user.click(technologies);
    expect(technologies.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(technologies.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(technologies);

    await user.keyboard('{Enter}');
    expect(technologies.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(technologies.getAttribute('aria-controls') ?? '') as HTMLElement;
    const count = within(list).getAllByRole('link').length;
    for (let i = 0; i <= count; i += 1) await user.tab();
    expect(document.activeElement).toBe(products);
    expect(technologies.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('isCompanyWidePage', () => {
  it('is true for the company’s own pages only', () => {
    expect(isCompanyWidePage('veterinary', '/veterinary/about')).toBe(true);
    expect(isCompanyWidePage('veterinary', '/veterinary/contact_us')).toBe(true);
    expect(isCompanyWidePage('human', '/human/certificates')).toBe(true);
    expect(isCompanyWidePage('veterinary', '/veterinary')).toBe(false);
    expect(isCompanyWidePage('veterinary', '/veterinary/poultry')).toBe(false);
    expect(isCompanyWidePage('veterinary', '/veterinary/blog')).toBe(true);
    expect(isCompanyWidePage('veterinary', '/veterinary/blog/a-post')).toBe(false);
    expect(isCompanyWidePage('veterinary', '/human/about')).toBe(false);
  });
});
