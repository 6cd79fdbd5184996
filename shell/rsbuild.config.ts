import { fileURLToPath } from 'node:url';
import {
  hostRuntimeDefines,
  hostShared,
  pluginBuildInfo,
  pluginPreloadManifest,
  pluginRouteManifest,
} from '@aurinko/build-tools';
import { APPS, portOf, REMOTE_MOUNTS, remotesDocument } from '@aurinko/contract/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** The shell's route table (TypeScript, loaded as is at build time). */
const siteRoutes = (): Promise<typeof import('./src/seo/site-routes')> =>
  import(new URL('./src/seo/site-routes.ts', import.meta.url).href);
const { FIRST_SCREEN_NAMESPACES } = (await import(
  new URL('./src/locales/first-screen.ts', import.meta.url).href
)) as typeof import('./src/locales/first-screen');

export default defineConfig({
  plugins: [
    pluginReact(),
    // No federation build plugin: the shell is a plain app that starts the federation runtime itself, only once a
    // page needs a remote (src/federation/host.ts), providing its own React, router, i18n and shared-ui core.
    // preload.json: the start chunks and first-screen text chunks the server hints in the HTML (preload-manifest.mjs).
    pluginPreloadManifest({
      startModule: /src[\\/]bootstrap\.tsx\b/,
      federationModule: /src[\\/]federation[\\/]host\.ts\b/,
      firstScreen: FIRST_SCREEN_NAMESPACES as Record<string, string[]>,
      // The fonts each language's first view draws with (FIRST_VIEW_FONTS): preloaded with a rendered page's styles.
      fonts: true,
      // The lazily loaded pages the server renders whole (src/server.tsx): their stylesheets are linked with the HTML.
      pages: {
        '/news': /src[\\/]pages[\\/]news[\\/]NewsPage\.tsx\b/,
        '/search': /src[\\/]pages[\\/]search[\\/]SearchPage\.tsx\b/,
      },
    }),
    // version.json: the build's version, commit and time, read by the release status page.
    pluginBuildInfo({ app: 'shell' }),
    // routes.json: the shell's pages, the remotes' mounts and the site-wide texts its production server writes into
    // the HTML (shared-ui/server/seo.mjs).
    pluginRouteManifest({
      app: 'shell',
      localeDirs: [fileURLToPath(new URL('./src/locales', import.meta.url))],
      routes: async () => (await siteRoutes()).SHELL_ROUTES,
      extra: async ({ t, raw }, languages) => {
        const { NOT_FOUND_META, OFFICE_COUNTRIES } = await siteRoutes();
        const each = <T>(value: (lng: string) => T) =>
          Object.fromEntries(languages.map((lng) => [lng, value(lng)]));
        const offices = (lng: string) =>
          Object.entries((raw(lng, 'company:offices') ?? {}) as Record<string, Record<string, string>>).map(
            ([key, office]) => ({ ...office, country: OFFICE_COUNTRIES[key] ?? '' }),
          );
        return {
          mounts: REMOTE_MOUNTS,
          notFound: each((lng) => ({
            title: t(lng, NOT_FOUND_META.title),
            description: t(lng, NOT_FOUND_META.description),
          })),
          site: each((lng) => ({
            name: t(lng, 'company:shortName'),
            description: t(lng, 'company:shortDescription'),
          })),
          organization: each((lng) => ({
            name: t(lng, 'company:name'),
            alternateName: t(lng, 'company:formerName'),
            description: t(lng, 'company:shortDescription'),
            offices: offices(lng),
          })),
          images: { preview: '/og-image.png', logo: '/logo-512.png' },
        };
      },
    }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    // The shared singletons' versions and rules, as the remotes declare them, and the federation runtime's build-time
    // switches (shared-ui/build/federation.mjs).
    define: { __SHELL_SHARED__: JSON.stringify(hostShared()), ...hostRuntimeDefines() },
  },
  html: {
    template: './src/index.html',
    title: 'Aurinko Life Sciences',
  },
  output: {
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // Addresses relative to the files themselves (fonts and images from the stylesheets, chunks from the entry script),
    // so the build works from any base: the shell's server points the page's `static/…` at ASSET_BASE_URL (a CDN), else
    // at the site's root (shared-ui/server/static-server.mjs). Development keeps `/` (dev.assetPrefix).
    assetPrefix: 'auto',
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  // Every chunk compiled up front in development, as with a federation build: lazily compiled dynamic imports (the app's
  // start in index.ts, the federation runtime) each trigger a rebuild and a full reload mid-start.
  dev: { lazyCompilation: false },
  server: {
    port: portOf(APPS.shell?.app ?? 'shell'),
    proxy: { '/api': `http://127.0.0.1:${portOf('api')}` },
    setup: ({ server }) => {
      // In development the shell answers /remotes.json like the production server does.
      server.middlewares.use('/remotes.json', (req, res) => {
        const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(remotesDocument(hostname)));
      });
    },
  },
});
