import { i18next, initI18n } from '@aurinko/shared-ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import about from '../locales/en/about.json';
import divisionTexts from '../locales/en/division.json';
import type { Division } from '../namespaces';

/** The routes.json a division remote's build writes, as far as this test reads it. */
export interface PublishedRoutes {
  routes: Array<{ path: string; meta?: Record<string, { title: string; description: string }> }>;
}

/**
 * What every division remote promises the shell: mounted under /<division>/*, it renders its own home,
 * each of its division-only pages and the shared pages — with the real i18n setup (bundled chunks).
 * API calls have no server here; pages must still render their static texts. `routeManifest` is the build tools'
 * `divisionRouteManifest` (@aurinko/build-tools), handed in by the remote's test: the remote depends on the build
 * tools, the division pages do not (the build tools read the division pages' files).
 */
export function describeDivisionRemote(
  division: Division,
  App: ComponentType,
  ownRoutes: string[],
  routeManifest: (division: Division) => Promise<PublishedRoutes>,
): void {
  const texts = divisionTexts as unknown as {
    divisions: Record<string, { hero: { title: string } }>;
    productPages: Record<string, Record<string, { title: string }>>;
  };

  function renderAt(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path={`/${division}/*`} element={<App />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  }

  describe(`the ${division} remote`, () => {
    beforeAll(async () => {
      // jsdom has no network of its own: relative /api URLs resolve against a closed local port, so every
      // API call fails fast like a server that is down, and the pages show their static texts and error states.
      const NativeRequest = globalThis.Request;
      globalThis.Request = class PageRequest extends NativeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, 'http://127.0.0.1:9/') : input, init);
        }
      } as typeof Request;
      await initI18n();
      await i18next.changeLanguage('en');
    });
    afterEach(cleanup);
    // A page is a lazy import: on a loaded machine its first render takes more than testing-library's default second.
    const LAZY_PAGE = { timeout: 5000 };

    it('renders its own home page under its route', async () => {
      const { container } = renderAt(`/${division}`);
      expect(
        (await screen.findAllByText(texts.divisions[division]?.hero.title ?? '?', {}, LAZY_PAGE)).length,
      ).toBeGreaterThan(0);
      expect(container.querySelector(`[data-division="${division}"]`)).not.toBeNull();
    });

    it('has exactly its division-only pages', () => {
      expect(Object.keys(texts.productPages[division] ?? {}).sort()).toEqual([...ownRoutes].sort());
    });

    for (const route of ownRoutes) {
      it(`renders its page /${division}/${route}`, async () => {
        renderAt(`/${division}/${route}`);
        const title = texts.productPages[division]?.[route]?.title ?? '?';
        expect((await screen.findAllByRole('heading', { name: title }, LAZY_PAGE)).length).toBeGreaterThan(0);
      });
    }

    it('sets on each page the title and description its routes.json publishes (what the server writes)', async () => {
      const manifest = await routeManifest(division);
      const pages = manifest.routes.filter((route) => route.meta);
      expect(pages.length).toBeGreaterThan(20);
      try {
        for (const language of ['en', 'ar']) {
          await i18next.changeLanguage(language);
          for (const route of pages) {
            const expected = route.meta?.[language];
            const { unmount } = renderAt(route.path);
            await waitFor(() => expect(document.title, route.path).toBe(expected?.title), { timeout: 5000 });
            expect(
              document.querySelector('meta[name="description"]')?.getAttribute('content'),
              route.path,
            ).toBe(expected?.description);
            unmount();
          }
        }
      } finally {
        await i18next.changeLanguage('en');
      }
    }, 180_000);

    it('renders the shared About page', async () => {
      renderAt(`/${division}/about`);
      expect((await screen.findAllByRole('heading', { name: about.heading })).length).toBeGreaterThan(0);
    });
  });
}
