// @ts-check
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { APPS, portOf } from '../topology.mjs';

/**
 * Shared as singletons by the shell and every remote: one React, one router, one i18next instance
 * (so a language change re-renders every remote) and one shared-ui (so one session store).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'zustand',
  '@aurinko/shared-ui',
  '@aurinko/shared-ui/division',
];

export function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]),
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
  });
}

/**
 * The whole Rsbuild configuration of a remote, so the four remotes differ only by name.
 * @param {{ app: string, exposes: Record<string, string>, title: string }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function remoteConfig({ app, exposes, title }) {
  const info = APPS[app];
  if (!info?.remote) throw new Error(`${app} is not a remote in topology.mjs`);
  return {
    plugins: [pluginReact(), federation({ name: info.remote, exposes })],
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
