import { PRODUCT_GROUPS } from '@aurinko/shared-ui/catalogue';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/dashboard_studio.json';
import { RESOURCES, STUDIO_ROUTES } from './studio-registry';
import { isFile } from './studio-schema';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('the studio registry', () => {
  it('gives every one of the 22 groups its add page and its manage page: 44 routes', () => {
    const groupRoutes = STUDIO_ROUTES.filter((route) => route.group);
    expect(groupRoutes).toHaveLength(44);
    for (const { group, managePath } of PRODUCT_GROUPS) {
      expect(STUDIO_ROUTES).toContainEqual({
        path: `/dashboard/${group}`,
        resource: 'products',
        screen: 'create',
        group,
      });
      expect(STUDIO_ROUTES).toContainEqual({
        path: `/dashboard/${managePath}`,
        resource: 'products',
        screen: 'list',
        group,
      });
    }
  });

  it('adds the other pages of the specification (and an add page for events) and an edit route per resource', () => {
    const others = STUDIO_ROUTES.filter((route) => !route.group).map(({ path, resource, screen }) => ({
      path,
      resource,
      screen,
    }));
    expect(others).toEqual([
      { path: '/dashboard/product_details', resource: 'products', screen: 'list' },
      { path: '/dashboard/product_detail', resource: 'products', screen: 'create' },
      { path: '/dashboard/product_details/:id', resource: 'products', screen: 'edit' },
      { path: '/dashboard/global_providers', resource: 'product-cards', screen: 'list' },
      { path: '/dashboard/product_cart', resource: 'product-cards', screen: 'create' },
      { path: '/dashboard/global_providers/:id', resource: 'product-cards', screen: 'edit' },
      { path: '/dashboard/Blogs_view', resource: 'blogs', screen: 'list' },
      { path: '/dashboard/Blogs', resource: 'blogs', screen: 'create' },
      { path: '/dashboard/Blogs_view/:id', resource: 'blogs', screen: 'edit' },
      { path: '/dashboard/Event', resource: 'events', screen: 'list' },
      { path: '/dashboard/Event/new', resource: 'events', screen: 'create' },
      { path: '/dashboard/Event/:id', resource: 'events', screen: 'edit' },
    ]);
    expect(RESOURCES.products.routes.edit('12', 'fr')).toBe('/dashboard/product_details/12?lang=fr');
  });

  it('never gives two screens the same path', () => {
    const paths = STUDIO_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names every field, group, division and resource text with an English key', () => {
    for (const schema of Object.values(RESOURCES)) {
      for (const key of Object.values(schema.text)) expect(lookup(key), key).toEqual(expect.any(String));
      for (const field of schema.fields) {
        expect(lookup(field.label), field.label).toEqual(expect.any(String));
        for (const option of field.options ?? []) {
          expect(lookup(option.label), option.label).toEqual(expect.any(String));
          if (option.group) expect(lookup(option.group), option.group).toEqual(expect.any(String));
        }
      }
      for (const column of schema.columns)
        expect(lookup(`fields.${column}`), column).toEqual(expect.any(String));
      if (schema.thumbnailField) {
        expect(
          schema.fields.find((field) => field.name === schema.thumbnailField && isFile(field)),
        ).toBeTruthy();
      }
    }
  });
});
