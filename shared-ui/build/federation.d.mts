import type { RsbuildPlugin } from '@rsbuild/core';
export declare const SHARED_SINGLETONS: string[];
export declare function sharedConfig(): Record<string, { singleton: true; requiredVersion: false }>;
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
