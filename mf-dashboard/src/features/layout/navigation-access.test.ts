import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { NAVIGATION } from './navigation';
import { navigationFor } from './navigation-access';

const links = (groups: ReturnType<typeof navigationFor>) =>
  groups.flatMap((group) => group.items.map((i) => i.to));
const adds = (groups: ReturnType<typeof navigationFor>) =>
  groups.flatMap((group) => group.items.flatMap((i) => (i.add ? [i.add.to] : [])));

describe('the navigation per role', () => {
  it('is the whole navigation for an admin', () => {
    expect(navigationFor(NAVIGATION, true)).toEqual(NAVIGATION);
    expect(links(navigationFor(NAVIGATION, true))).toEqual(
      expect.arrayContaining([paths.admins, paths.translations, paths.account, paths.cardNew]),
    );
  });

  it('shows a viewer the readable screens and the studio lists, without add links or admin-only screens', () => {
    const viewer = navigationFor(NAVIGATION, false);
    const shown = links(viewer);
    expect(shown).toEqual(
      expect.arrayContaining([
        paths.dashboard,
        paths.headlines,
        paths.logoUploader,
        paths.cardList,
        paths.productList,
        paths.groupList('Livestock'),
        paths.translations,
        paths.account,
      ]),
    );
    for (const hidden of [paths.admins, paths.cardNew, paths.productNew]) expect(shown).not.toContain(hidden);
    expect(adds(viewer)).toEqual([]);
    expect(viewer.every((group) => group.items.length > 0)).toBe(true);
  });

  it('keeps an unmarked item (a screen added later) for admins only, and drops a group left empty', () => {
    const extra = [
      ...NAVIGATION,
      { id: 'inbox', label: 'x', items: [{ to: '/dashboard/contact_us', label: 'y' }] },
    ];
    expect(links(navigationFor(extra, true))).toContain('/dashboard/contact_us');
    const viewer = navigationFor(extra, false);
    expect(links(viewer)).not.toContain('/dashboard/contact_us');
    expect(viewer.map((group) => group.id)).not.toContain('inbox');
  });
});
