// @ts-check

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, DEFAULT_REMOTE_LOAD_TIMEOUT_MS, portOf } from '@aurinko/contract/topology';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBuildInfo } from './build-info.mjs';
import { pluginPreloadManifest } from './preload-manifest.mjs';
import { pluginRouteManifest } from './route-manifest.mjs';

export { BUILD_INFO_FILE, buildInfo, gitCommit, pluginBuildInfo } from './build-info.mjs';
export {
  buildPreloadManifest,
  FIRST_VIEW_FONTS,
  firstViewFontFiles,
  PRELOAD_FILE,
  pluginPreloadManifest,
} from './preload-manifest.mjs';
export {
  buildRouteManifest,
  divisionRouteManifest,
  divisionRoutes,
  pluginRouteManifest,
} from './route-manifest.mjs';

/**
 * @typedef {import('./build-info.mjs').BuildInfo} BuildInfo
 * @typedef {import('./preload-manifest.mjs').PreloadManifest} PreloadManifest
 * @typedef {import('./route-manifest.mjs').RouteSpec} RouteSpec
 * @typedef {Record<string, { version: string, shareConfig: { singleton: true, strictVersion: true, requiredVersion: string } }>} HostShared
 *   what the shell's runtime provides under each shared key: its version and the remotes' rules
 */

/** The texts every division page shows first (its frame): preloaded by the shell's server with the remote. */
export const DIVISION_FIRST_SCREEN = { '*': ['division'] };

// The shared core these tools build against (a dependency of this package): its version, its facades, its
// dependencies (the facade's react-router is only a shared-ui dependency).
const SHARED_UI_PACKAGE = createRequire(import.meta.url).resolve('@aurinko/shared-ui/package.json');
const sharedUiRequire = createRequire(SHARED_UI_PACKAGE);
const SHARED_UI = JSON.parse(readFileSync(SHARED_UI_PACKAGE, 'utf8'));

/**
 * The installed version of a package as the building app resolves it (its own node_modules first, then
 * shared-ui's: the facade's react-router is only a shared-ui dependency). Read from package.json, never typed.
 * @param {string} pkg
 * @returns {string}
 */
export function installedVersion(pkg) {
  if (pkg === SHARED_UI.name) return SHARED_UI.version;
  const appRequire = createRequire(path.join(process.cwd(), 'package.json'));
  for (const req of [appRequire, sharedUiRequire]) {
    try {
      return /** @type {string} */ (req(`${pkg}/package.json`).version);
    } catch {}
  }
  throw new Error(`Cannot find the installed version of ${pkg}`);
}

/**
 * What must be ONE instance on the page, shared as a strict singleton (decision table in ARCHITECTURE.md): one React,
 * one router, one i18next + react-i18next (a language change re-renders every remote) and one `@aurinko/shared-ui`
 * core (one session store, one API client, one i18n registry). Each key maps to the package whose version it carries.
 * Not shared: `@aurinko/division-pages` (NEVER_SHARED: each remote bundles its own build of the division pages, so a
 * team's fix is never replaced by another team's copy) and what only the core uses (zustand, ky, the language
 * detector). A key is matched as a whole request (`@aurinko/shared-ui` is not `@aurinko/shared-ui/render`); a key
 * ending in `/` would share every subpath, so none may cover a never-shared package (`sharedConfig` checks).
 * @type {Record<string, string>}
 */
export const SHARED_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // Provided by a facade over react-router (below), so it carries react-router's version.
  'react-router-dom': 'react-router',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@aurinko/shared-ui': '@aurinko/shared-ui',
};

/**
 * Packages bundled into each remote's own build and never provided through the federation's share scope, whatever
 * SHARED_SINGLETONS says: the division page set belongs to each division team's release (ARCHITECTURE.md, "Sharing
 * with versions"). Under `loaded-first` a shared copy would be taken from whichever remote loaded first.
 */
export const NEVER_SHARED = ['@aurinko/division-pages'];

/**
 * The share keys that would share a NEVER_SHARED package: the package itself, one of its subpaths, or a key ending
 * in `/` (which shares every request under it) over it.
 * @param {string[]} keys
 * @returns {string[]}
 */
export function neverSharedKeys(keys) {
  return keys.filter((key) =>
    NEVER_SHARED.some(
      (pkg) => key === pkg || key.startsWith(`${pkg}/`) || (key.endsWith('/') && pkg.startsWith(key)),
    ),
  );
}

/**
 * Shared modules are never tree-shaken, so these keys are provided as shared-ui facades that re-export only the
 * names the site uses. A facade must import from a package that is not itself shared (react-router-dom's facade
 * imports react-router, which is then an ordinary, tree-shaken dependency of the one shared module); every front end
 * still imports from the package name. Sharing react-router-dom as is cost ~45 KB gzip on every page.
 * @type {Record<string, { import: string }>}
 */
export const SHARED_FACADES = {
  'react-router-dom': {
    import: sharedUiRequire.resolve('@aurinko/shared-ui/facades/react-router-dom'),
  },
  'react-i18next': {
    import: sharedUiRequire.resolve('@aurinko/shared-ui/facades/react-i18next'),
  },
};

/**
 * FOR TESTS ONLY: `SHARED_VERSION_OVERRIDE="<package>@<version>,…"` makes this build declare (provide and require)
 * another version of a shared package than the installed one — a remote "built against an incompatible core",
 * which the shell must refuse (e2e/tests/architecture/shared-versions.spec.ts). Never set it in a real build.
 * @param {string | undefined} value
 * @returns {Record<string, string>}
 */
export function parseVersionOverride(value) {
  if (!value) return {};
  return Object.fromEntries(
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const at = item.lastIndexOf('@');
        if (at <= 0) throw new Error(`SHARED_VERSION_OVERRIDE: "${item}" is not <package>@<version>`);
        return [item.slice(0, at), item.slice(at + 1)];
      }),
  );
}

/** `^<major>.<minor>.0` of a version: the same major, at least the minor this build was made with. */
export function requiredRange(/** @type {string} */ version) {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) throw new Error(`Not a semantic version: ${version}`);
  return `^${match[1]}.${match[2]}.0`;
}

/**
 * The `shared` option of every front end. Each singleton provides the installed version and requires
 * `^major.minor` of it with `strictVersion`: under `loaded-first` the copy already on the page (the shell's) is
 * used, and a remote whose requirement it does not meet fails to load with the runtime's error naming both
 * versions — the shell then shows its fallback area (shell/src/federation/RemoteArea.tsx).
 * @returns {Record<string, { singleton: true, strictVersion: true, version: string, requiredVersion: string, import?: string }>}
 */
export function sharedConfig(env = process.env) {
  const wrong = neverSharedKeys(Object.keys(SHARED_SINGLETONS));
  if (wrong.length)
    throw new Error(`${NEVER_SHARED.join(', ')}: bundled into each remote, never shared (${wrong})`);
  const override = parseVersionOverride(env.SHARED_VERSION_OVERRIDE);
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([key, pkg]) => {
      const version = override[pkg] ?? installedVersion(pkg);
      return [
        key,
        {
          singleton: true,
          strictVersion: true,
          version,
          requiredVersion: requiredRange(version),
          ...SHARED_FACADES[key],
        },
      ];
    }),
  );
}

/**
 * What the shell provides to the federation runtime it starts (shell/src/federation/host.ts): every shared singleton,
 * with the version this build brings and the same rules the remotes declare (`sharedConfig`). The shell is a
 * runtime host — no build plugin: its build is a plain app, and the runtime is fetched only when a page first needs a
 * remote — so these rules reach it as data (`__SHELL_SHARED__`, a build-time constant), the modules themselves being
 * the shell's own copies.
 * @returns {HostShared}
 */
export function hostShared(env = process.env) {
  return Object.fromEntries(
    Object.entries(sharedConfig(env)).map(([key, { version, requiredVersion }]) => [
      key,
      { version, shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
    ]),
  );
}

/**
 * Build-time constants for the federation runtime the shell bundles (the remotes' plugin sets its own from
 * `experiments.optimization`). Without them the runtime keeps, behind run-time checks, code a browser host never runs:
 * Node's script loader and the stand-ins for a runtime with no remotes or no sharing.
 * @returns {Record<string, string>}
 */
export function hostRuntimeDefines() {
  return {
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
    FEDERATION_OPTIMIZE_NO_SHARED: 'false',
  };
}

/**
 * The Module Federation plugin of a remote (the shell uses the runtime alone, see `hostShared`).
 * `loaded-first` keeps the shell alive when a remote is down (the default `version-first`
 * fetches every manifest before the page mounts and blanks it when one fails).
 * @param {{ name: string, exposes: Record<string, string>, environment?: string }} options
 */
export function federation({ name, exposes, environment }) {
  return pluginModuleFederation(
    {
      name,
      exposes,
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: {
        // The container takes `@module-federation/runtime-core` from the page (the shell's runtime puts it there,
        // shell/src/federation/host.ts) instead of carrying its own copy.
        externalRuntime: true,
        // Browser-only builds; a remote never loads other remotes, so its copy of the federation runtime drops the
        // remote-loading and manifest (snapshot) code. Only the shell loads remotes.
        optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
      },
    },
    environment ? { environment } : undefined,
  );
}

/**
 * Rspack's federation plugin imports the bundler runtime and the runtime by the paths `require.resolve` gives, their
 * CommonJS builds, which pull in the whole `@module-federation/sdk` (CommonJS cannot be tree-shaken): manifest
 * parsing, loggers and script loaders a remote never runs. Their ES module builds, beside them, let the bundler drop
 * what is unused.
 */
function esmBundlerRuntime() {
  return new rspack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/](webpack-bundler-runtime|runtime)[\\/]dist[\\/]index\.cjs$/,
    (resource) => {
      // Matched by its request (the bundler runtime's absolute path) or, once an alias resolved it, by its file.
      if (resource.createData?.resource) {
        resource.createData.resource = resource.createData.resource.replace(/\.cjs$/, '.js');
      } else {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }
    },
  );
}

/**
 * How long a remote's code waits for one of its own chunks (a page or a translation it loads lazily after its first
 * render) before the import fails — Rspack's `output.chunkLoadTimeout`, 120 s by default. Aligned with the shell's
 * budget for loading a remote (REMOTE_LOAD_TIMEOUT_MS, 8 s by default): past it the import rejects with a
 * ChunkLoadError, the remote's area's error boundary (shell/src/federation/RemoteArea.tsx) shows "temporarily
 * unavailable" with retry, and the rest of the page keeps working. Fixed at build time (it is compiled into the
 * remote's runtime), so REMOTE_CHUNK_LOAD_TIMEOUT_MS at build time, not the shell's run-time setting, changes it.
 */
export function chunkLoadTimeoutMs(env = process.env) {
  const raw = env.REMOTE_CHUNK_LOAD_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`REMOTE_CHUNK_LOAD_TIMEOUT_MS must be a positive whole number of ms, got "${raw}"`);
  return value;
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
    plugins: [pluginReact()],
    output: {
      // Chunks must be fetched from the remote's own origin, not the page's.
      assetPrefix: 'auto',
      distPath: { root: process.env.DIST_DIR ?? 'dist' },
    },
    environments: {
      remote: {
        plugins: [
          federation({ name: info.remote, exposes, environment: 'remote' }),
          // version.json names the division pages' version a division remote bundles (NEVER_SHARED: its own copy).
          pluginBuildInfo({ app, bundles: NEVER_SHARED }),
          ...(routes ? [pluginRouteManifest({ app, routes })] : []),
          pluginPreloadManifest({ firstScreen }),
        ],
        tools: {
          htmlPlugin: false,
          rspack: (config) => {
            config.entry = {};
            config.plugins = [...(config.plugins ?? []), esmBundlerRuntime()];
            config.output = { ...config.output, chunkLoadTimeout: chunkLoadTimeoutMs() };
          },
        },
      },
      standalone: {
        source: { entry: { index: './src/index.ts' } },
        html: { template: './src/index.html', title },
        output: {
          cleanDistPath: false,
          // Its scripts and styles in their own folders: in development file names carry no hash, and the standalone
          // page's chunks (built on demand when it is opened) would replace the container's of the same name.
          distPath: { js: 'static/standalone/js', css: 'static/standalone/css' },
        },
        tools: { rspack: { output: { chunkLoadTimeout: chunkLoadTimeoutMs() } } },
      },
    },
    server: {
      port: portOf(app),
      cors: { origin: '*' },
      proxy: { '/api': `http://127.0.0.1:${portOf('api')}` },
    },
  };
}

/**
 * The server build of an app (the shell, a division remote): `entry` (its src/server.tsx) as one self-contained ES
 * module, `dist/ssr/render.mjs`, which the app's production server loads to render a first view
 * (shared-ui/server/server-render.mjs). Everything is bundled (the server image has no node_modules) and no chunk is
 * split off, so the file is the whole render. CSS is not emitted: the browser build's stylesheets style the HTML,
 * and CSS module class names are the same in both builds (same files, same naming rule).
 * @param {{ entry: string }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function serverConfig({ entry }) {
  return {
    plugins: [pluginReact()],
    source: { entry: { render: entry } },
    output: {
      target: 'node',
      distPath: { root: `${process.env.DIST_DIR ?? 'dist'}/ssr`, js: '' },
      filename: { js: '[name].mjs' },
      cleanDistPath: true,
      emitCss: false,
      emitAssets: false,
      minify: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      rspack: {
        plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      },
    },
  };
}
