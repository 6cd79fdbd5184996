import { DIVISIONS, groupsOf, PRODUCT_GROUPS } from '@aurinko/contract/catalogue';
import { describe, expect, it } from 'vitest';
import navbar from '../locales/en/navbar.json';
import { isGroup, MAIN_MENU, MENU_PANELS, type MenuEntry, topRow } from './menu';

describe('the Divisions panel', () => {
  const panel = topRow(MAIN_MENU, MENU_PANELS).find((item) => item.kind === 'panel');

  it('holds one group per division, each with its overview first', () => {
    if (panel?.kind !== 'panel') throw new Error('no panel');
    expect(panel.entries.map((entry) => entry.label)).toEqual(['human', 'veterinary', 'agriculture']);
    for (const entry of panel.entries) {
      if (!isGroup(entry)) throw new Error(`${entry.label} is not a group`);
      expect(entry.items[0]?.to).toBe(`/${entry.label}`);
    }
  });

  it('puts every product range under the division the catalogue gives it, and no other', () => {
    if (panel?.kind !== 'panel') throw new Error('no panel');
    for (const entry of panel.entries) {
      if (!isGroup(entry)) continue;
      const division = entry.label as 'human' | 'veterinary' | 'agriculture';
      const ranges = groupsOf(division)
        .filter((group) => !group.technology)
        .map((group) => `/${division}/${group.routeKey}`);
      const links = entry.items.slice(1).map((item) => item.to);
      expect([...links].sort()).toEqual([...ranges].sort());
    }
  });
});

describe('the ranges of each division, from the catalogue', () => {
  it('lists every range that is not a technology, and no technology (those are under Nanotechnology)', () => {
    const missing = PRODUCT_GROUPS.filter((info) => !info.technology && !info.menu).map((info) => info.group);
    const misplaced = PRODUCT_GROUPS.filter((info) => info.technology && info.menu).map((info) => info.group);
    expect(missing, 'groups without a menu place in catalogue.mjs').toEqual([]);
    expect(misplaced, 'technology groups with a menu place').toEqual([]);
  });

  it('gives each range of a division its own place, 1 to n', () => {
    for (const division of DIVISIONS) {
      const positions = groupsOf(division).flatMap((info) => (info.menu ? [info.menu.position] : []));
      expect(
        [...positions].sort((a, b) => a - b),
        division,
      ).toEqual(positions.map((_, index) => index + 1));
    }
  });

  it('labels every entry with a key of the navbar texts (the other languages are checked against English)', () => {
    const labelsOf = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [entry.label, ...(isGroup(entry) ? labelsOf(entry.items) : [])]);
    const missing = labelsOf(MAIN_MENU).filter((label) => !(label in navbar));
    expect(missing, 'menu labels without a text in shell/src/locales/en/navbar.json').toEqual([]);
  });
});
