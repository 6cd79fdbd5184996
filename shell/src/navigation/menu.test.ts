import { groupsOf } from '@aurinko/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { isGroup, MAIN_MENU, MENU_PANELS, topRow } from './menu';

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
