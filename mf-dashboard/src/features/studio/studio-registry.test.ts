import { PAGE_KEYS, PRODUCT_GROUPS } from '@aurinko/contract/catalogue';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/dashboard_studio.json';
import { NAVIGATION } from '../layout/navigation';
import { PAGE_OPTIONS, RESOURCES, STUDIO_ROUTES } from './studio-registry';
import { isFile, isTranslated } from './studio-schema';

const find = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
/** A key, or its plural forms (`inUse` → `inUse_other`). */
const lookup = (key: string): unknown => find(key) ?? find(`${key}_other`);

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
    // (The pages, people and documents are checked by the next test.)
    const others = STUDIO_ROUTES.filter(
      (route) =>
        !route.group &&
        ![
          'reports',
          'brochures',
          'faculty',
          'certificates',
          'downloads',
          'image-slider',
          'division-banners',
          'division-hero',
          'page-banners',
        ].includes(route.resource),
    ).map(({ path, resource, screen }) => ({
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
      { path: '/dashboard/gallery_view', resource: 'gallery', screen: 'list' },
      { path: '/dashboard/Gallery', resource: 'gallery', screen: 'create' },
      { path: '/dashboard/gallery_view/:id', resource: 'gallery', screen: 'edit' },
      { path: '/dashboard/gallery_categories', resource: 'gallery-categories', screen: 'list' },
      { path: '/dashboard/gallery_category', resource: 'gallery-categories', screen: 'create' },
      { path: '/dashboard/gallery_categories/:id', resource: 'gallery-categories', screen: 'edit' },
      { path: '/dashboard/video_view', resource: 'videos', screen: 'list' },
      { path: '/dashboard/Videos', resource: 'videos', screen: 'create' },
      { path: '/dashboard/video_view/:id', resource: 'videos', screen: 'edit' },
    ]);
    expect(RESOURCES.products.routes.edit('12', 'fr')).toBe('/dashboard/product_details/12?lang=fr');
  });

  it('gives the pages, people and documents their specified paths, and the two managers an add form below', () => {
    const routes = (resource: string) =>
      STUDIO_ROUTES.filter((route) => route.resource === resource).map(
        ({ path, screen }) => `${screen} ${path}`,
      );
    expect(routes('reports')).toEqual([
      'list /dashboard/reports_articles',
      'create /dashboard/Reports',
      'edit /dashboard/reports_articles/:id',
    ]);
    expect(routes('brochures')).toEqual([
      'list /dashboard/brochure_view',
      'create /dashboard/Brochures',
      'edit /dashboard/brochure_view/:id',
    ]);
    expect(routes('faculty')).toEqual([
      'list /dashboard/managefaculty',
      'create /dashboard/addfaculty',
      'edit /dashboard/managefaculty/:id',
    ]);
    expect(routes('certificates')).toEqual([
      'list /dashboard/managecertificates',
      'create /dashboard/addcertificate',
      'edit /dashboard/managecertificates/:id',
    ]);
    expect(routes('image-slider')).toEqual([
      'list /dashboard/image_slider',
      'create /dashboard/image_slider/new',
      'edit /dashboard/image_slider/:id',
    ]);
    expect(routes('division-banners')).toEqual([
      'list /dashboard/banner',
      'create /dashboard/banner/new',
      'edit /dashboard/banner/:id',
    ]);
    expect(routes('division-hero')).toEqual([
      'list /dashboard/division_hero',
      'create /dashboard/division_hero/new',
      'edit /dashboard/division_hero/:id',
    ]);
    expect(routes('page-banners')).toEqual([
      'list /dashboard/pages_banner',
      'create /dashboard/page_banner',
      'edit /dashboard/pages_banner/:id',
    ]);
    expect(RESOURCES['image-slider'].routes.edit('7', 'ar')).toBe('/dashboard/image_slider/7?lang=ar');
  });

  it('offers exactly the catalogue’s division pages as page-banner keys, grouped by division', () => {
    const options = PAGE_OPTIONS;
    expect(options.map((option) => option.value)).toEqual([...PAGE_KEYS]);
    expect(options).toContainEqual({ value: 'human/about', label: 'pages.about', group: 'divisions.human' });
    expect(options).toContainEqual({
      value: 'veterinary/livestock',
      label: 'groups.Livestock',
      group: 'divisions.veterinary',
    });
    expect(options.map((option) => option.value)).not.toContain('human');
    const field = RESOURCES['page-banners'].fields.find((candidate) => candidate.name === 'key');
    expect(field).toMatchObject({ widget: 'select', required: true, options: PAGE_OPTIONS });
  });

  it('sees a generic resource (downloads) from its one entry: routes, menu links, the contract’s fields', () => {
    const routes = STUDIO_ROUTES.filter((route) => route.resource === 'downloads').map(
      ({ path, screen }) => `${screen} ${path}`,
    );
    expect(routes).toEqual([
      'list /dashboard/downloads',
      'create /dashboard/downloads/new',
      'edit /dashboard/downloads/:id',
    ]);
    expect(RESOURCES.downloads.routes.edit('4', 'ar')).toBe('/dashboard/downloads/4?lang=ar');
    const documents = NAVIGATION.find((group) => group.id === 'documents');
    expect(documents?.items.slice(-2)).toEqual([
      { to: '/dashboard/downloads', label: 'dashboard_studio:nav.downloads' },
      { to: '/dashboard/downloads/new', label: 'dashboard_studio:nav.newDownload' },
    ]);
    // Limits and required marks come from the contract; the language-aware file is one PDF field per language.
    const fields = RESOURCES.downloads.fields;
    expect(fields.find((field) => field.name === 'title')).toMatchObject({
      widget: 'translatedText',
      required: true,
      maxLength: 200,
    });
    expect(fields.find((field) => field.name === 'date')).toMatchObject({ widget: 'date', required: true });
    expect(fields.filter((field) => field.widget === 'pdf').map(({ name, label }) => [name, label])).toEqual([
      ['file', 'fields.languageFile.en'],
      ['fileAr', 'fields.languageFile.ar'],
      ['fileFr', 'fields.languageFile.fr'],
      ['fileKo', 'fields.languageFile.ko'],
      ['fileEs', 'fields.languageFile.es'],
      ['fileRu', 'fields.languageFile.ru'],
    ]);
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
        for (const key of [
          field.emptyLabel,
          field.hint,
          field.pattern?.message,
          field.exclusiveWith?.message,
          field.notBefore?.message,
        ]) {
          if (key) expect(lookup(key), key).toEqual(expect.any(String));
        }
        if (field.optionsFrom) expect(Object.keys(RESOURCES)).toContain(field.optionsFrom.resource);
        for (const option of field.options ?? []) {
          expect(lookup(option.label), option.label).toEqual(expect.any(String));
          if (option.group) expect(lookup(option.group), option.group).toEqual(expect.any(String));
        }
      }
      for (const link of schema.related ?? [])
        expect(lookup(link.label), link.label).toEqual(expect.any(String));
      if (schema.bulkUpload) {
        const { field, captionField } = schema.bulkUpload;
        expect(schema.fields.find((candidate) => candidate.name === field && isFile(candidate))).toBeTruthy();
        expect(
          schema.fields.find((candidate) => candidate.name === captionField && isTranslated(candidate)),
        ).toBeTruthy();
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
