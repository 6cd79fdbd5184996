import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
/** Shared strict singletons: share key → the package whose installed version it carries. */
export declare const SHARED_SINGLETONS: Record<string, string>;
/** Share keys provided as shared-ui facades (a file re-exporting only the names the site uses). */
export declare const SHARED_FACADES: Record<string, { import: string }>;
/** The installed version of a package, as the building app resolves it. */
export declare function installedVersion(pkg: string): string;
/** `SHARED_VERSION_OVERRIDE` (tests only): `<package>@<version>,…` → { package: version }. */
export declare function parseVersionOverride(value: string | undefined): Record<string, string>;
/** `^<major>.<minor>.0` of a version. */
export declare function requiredRange(version: string): string;
export declare function sharedConfig(
  env?: Record<string, string | undefined>,
): Record<
  string,
  { singleton: true; strictVersion: true; version: string; requiredVersion: string; import?: string }
>;
/** What the shell's runtime provides under each shared key: its version and the remotes' rules. */
export type HostShared = Record<
  string,
  { version: string; shareConfig: { singleton: true; strictVersion: true; requiredVersion: string } }
>;
export declare function hostShared(env?: Record<string, string | undefined>): HostShared;
/** Build-time constants for the federation runtime the shell bundles (browser only, remotes and sharing on). */
export declare function hostRuntimeDefines(): Record<string, string>;
/** A remote's `output.chunkLoadTimeout` (ms): REMOTE_CHUNK_LOAD_TIMEOUT_MS at build time, else the shell's 8 s load budget. */
export declare function chunkLoadTimeoutMs(env?: Record<string, string | undefined>): number;
/** The Module Federation plugin of a remote. */
export declare function federation(options: {
  name: string;
  exposes: Record<string, string>;
  environment?: string;
}): RsbuildPlugin;

/** A route as an app declares it for its `routes.json` (see route-manifest.mjs). */
export interface RouteSpec {
  path: string;
  meta?: { title: string; description: string; template?: string };
  data?: { kind: 'product'; group: string } | { kind: 'blog'; division: string };
  noindex?: boolean;
  banner?: string;
  jsonLd?: string[];
  /** API reads the page makes first (relative to /api, with the route's :params), hinted by the shell's server. */
  api?: string[];
}

export declare function remoteConfig(options: {
  app: string;
  exposes: Record<string, string>;
  title: string;
  routes?: () => Promise<RouteSpec[]>;
  firstScreen?: Record<string, string[]>;
}): RsbuildConfig;

/** The texts every division page shows first: `{ '*': ['division'] }`. */
export declare const DIVISION_FIRST_SCREEN: Record<string, string[]>;

export declare const PRELOAD_FILE: 'preload.json';
/** What a first view needs before its scripts ask for it (see preload-manifest.mjs). */
export interface PreloadManifest {
  start: string[];
  /** The shell's federation runtime chunks (`federationModule`), hinted on a page with a remote. */
  federation?: string[];
  locales: Record<string, Record<string, string[]>>;
  firstScreen: Record<string, string[]>;
  /** Language → the stylesheets of its own fonts. */
  scriptFonts?: Record<string, string[]>;
  /** Path → the stylesheets of a lazily loaded page the server renders whole (`pages`). */
  pages?: Record<string, string[]>;
  /** Language → the font files its first view draws with (`fonts`: FIRST_VIEW_FONTS), preloaded with server HTML. */
  fonts?: Record<string, string[]>;
}
/** Language → the font files (by name, before the hash) its first view draws with. */
export declare const FIRST_VIEW_FONTS: Record<string, string[]>;
export declare function firstViewFontFiles(
  assets: Array<{ name?: string }> | undefined,
  fonts?: Record<string, string[]>,
): Record<string, string[]>;
export declare function buildPreloadManifest(
  stats: { assets?: Array<{ name?: string }>; chunks?: unknown[] },
  options: {
    startModule?: RegExp;
    federationModule?: RegExp;
    firstScreen?: Record<string, string[]>;
    pages?: Record<string, RegExp>;
    fonts?: boolean;
  },
): PreloadManifest;
/** Writes the app's `preload.json` into its build folder after each production build. */
export declare function pluginPreloadManifest(options: {
  startModule?: RegExp;
  federationModule?: RegExp;
  firstScreen?: Record<string, string[]>;
  pages?: Record<string, RegExp>;
  fonts?: boolean;
}): RsbuildPlugin;

/** The routes of a division remote (home, shared pages, product pages and products, blog posts). */
export declare function divisionRoutes(division: string): Promise<RouteSpec[]>;

/** Writes the app's `routes.json` into its build folder after each production build. */
export declare function pluginRouteManifest(options: {
  app: string;
  routes: () => Promise<RouteSpec[]> | RouteSpec[];
  localeDirs?: string[];
  extra?: (
    texts: {
      t: (lng: string, key: string, values?: Record<string, string>) => string;
      raw: (lng: string, key: string) => unknown;
    },
    languages: readonly string[],
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
}): RsbuildPlugin;

/** An app's route manifest (what `routes.json` holds): each route with its texts in every language. */
export declare function buildRouteManifest(options: {
  app: string;
  routes: RouteSpec[];
  localeDirs: string[];
}): Promise<{
  languages: string[];
  routes: Array<{
    path: string;
    index: boolean;
    meta?: Record<string, { title: string; description: string }>;
  }>;
}>;

/** The route manifest the build of a division remote writes (its routes, no locale folders of its own). */
export declare function divisionRouteManifest(division: string): ReturnType<typeof buildRouteManifest>;

/** What `version.json` holds (build-info.mjs). */
export interface BuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
}
export declare const BUILD_INFO_FILE: 'version.json';
/** The build's commit: GIT_COMMIT, else `git rev-parse --short HEAD` in `cwd`, else "unknown". */
export declare function gitCommit(cwd: string, env?: NodeJS.ProcessEnv): string;
export declare function buildInfo(options: {
  app: string;
  root: string;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}): BuildInfo;
/** Emits the app's `version.json` with its build (every front end uses it). */
export declare function pluginBuildInfo(options: { app: string }): RsbuildPlugin;

/** The server build of an app: `entry` as one self-contained `dist/ssr/render.mjs`. */
export declare function serverConfig(options: { entry: string }): RsbuildConfig;
