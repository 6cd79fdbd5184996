// @ts-check

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { APPS, portOf } from '../topology.mjs';
import { pluginPreloadManifest } from './preload-manifest.mjs';
import { pluginRouteManifest } from './route-manifest.mjs';

export { buildPreloadManifest, PRELOAD_FILE, pluginPreloadManifest } from './preload-manifest.mjs';
export { buildRouteManifest, divisionRoutes, pluginRouteManifest } from './route-manifest.mjs';

/** The texts every division page shows first (its frame): preloaded by the shell's server with the remote. */
export const DIVISION_FIRST_SCREEN = { '*': ['division'] };

/**
 * Shared as singletons by the shell and every remote: one React, one router, one i18next instance
 * (so a language change re-renders every remote) and one shared-ui (so one session store).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  '@aurinko/shared-ui',
  '@aurinko/shared-ui/division',
];

/**
 * Shared modules are never tree-shaken, so these keys are provided as shared-ui facades that re-export only the
 * names the site uses. A facade must import from a package that is not itself shared (react-router-dom's facade
 * imports react-router, which is then an ordinary, tree-shaken dependency of the one shared module); every front end
 * still imports from the package name. Sharing react-router-dom as is cost ~45 KB gzip on every page.
 */
const require = createRequire(import.meta.url);
const facade = (/** @type {string} */ key, /** @type {string} */ versionOf) => ({
  import: fileURLToPath(new URL(`../src/facades/${key}.ts`, import.meta.url)),
  version: require(`${versionOf}/package.json`).version,
});
/** @type {Record<string, { import: string, version: string }>} */
export const SHARED_FACADES = {
  'react-router-dom': facade('react-router-dom', 'react-router'),
};

export function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false,
        ...SHARED_FACADES[name],
      },
    ]),
  );
}

/**
 * The Module Federation plugin configured the same way for host and remotes.
 * `loaded-first` keeps the shell alive when a remote is down (the default `version-first`
 * fetches every manifest before the page mounts and blanks it when one fails).
 * @param {{ name: string, exposes?: Record<string, string> }} options
 */
export function federation({ name, exposes }) {
  return pluginModuleFederation({
    name,
    ...(exposes ? { exposes } : {}),
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    experiments: {
      // Browser-only builds; a remote never loads other remotes, so its copy of the federation runtime drops the
      // remote-loading and manifest (snapshot) code. Only the shell loads remotes.
      optimization: exposes
        ? { target: 'web', disableSnapshot: true, disableRemote: true }
        : { target: 'web' },
    },
  });
}

/**
 * The whole Rsbuild configuration of a remote, so the four remotes differ only by name.
 * `routes`: the remote's pages, published as `routes.json` beside its manifest (route-manifest.mjs) so the shell's
 * server knows them; a remote without it keeps every path under its prefix (the shell answers them 200).
 * `firstScreen`: translation namespaces the remote's first view loads, published in `preload.json` (preload-manifest.mjs).
 * @param {{ app: string, exposes: Record<string, string>, title: string, routes?: () => Promise<import('./route-manifest.mjs').RouteSpec[]>, firstScreen?: Record<string, string[]> }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function remoteConfig({ app, exposes, title, routes, firstScreen = {} }) {
  const info = APPS[app];
  if (!info?.remote) throw new Error(`${app} is not a remote in topology.mjs`);
  return {
    plugins: [
      pluginReact(),
      federation({ name: info.remote, exposes }),
      ...(routes ? [pluginRouteManifest({ app, routes })] : []),
      pluginPreloadManifest({ firstScreen }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { template: './src/index.html', title },
    output: {
      // Chunks must be fetched from the remote's own origin, not the page's.
      assetPrefix: 'auto',
      distPath: { root: process.env.DIST_DIR ?? 'dist' },
    },
    server: {
      port: portOf(app),
      cors: { origin: '*' },
      proxy: { '/api': `http://127.0.0.1:${portOf('api')}` },
    },
  };
}
