import type { RsbuildPlugin } from '@rsbuild/core';
export declare const SHARED_SINGLETONS: string[];
/** Share keys provided as shared-ui facades (a file re-exporting only the names the site uses). */
export declare const SHARED_FACADES: Record<string, { import: string; version: string }>;
export declare function sharedConfig(): Record<
  string,
  { singleton: true; requiredVersion: false; import?: string; version?: string }
>;
export declare function federation(options: {
  name: string;
  exposes?: Record<string, string>;
}): RsbuildPlugin;

import type { RsbuildConfig } from '@rsbuild/core';
export declare function remoteConfig(options: {
  app: string;
  exposes: Record<string, string>;
  title: string;
}): RsbuildConfig;
