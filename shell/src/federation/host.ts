/**
 * The federation runtime of the page, started by the shell the first time a page needs a remote (remotes.ts imports
 * this module lazily): a page of the shell's own — the home page, about, contact — never downloads it.
 *
 * The shell is a runtime host (Module Federation's runtime API, no build plugin): it registers its own copies of the
 * shared singletons (the same module instances its pages use) with the versions and rules its build recorded
 * (`__SHELL_SHARED__`, shared-ui/build/federation.mjs `hostShared`), and puts the runtime core on the page for the
 * remotes, whose containers are built to take it from there (`externalRuntime`).
 */

import type { HostShared } from '@aurinko/build-tools';
import * as sharedUi from '@aurinko/shared-ui';
import * as i18nFacade from '@aurinko/shared-ui/facades/react-i18next';
import * as routerFacade from '@aurinko/shared-ui/facades/react-router-dom';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as i18next from 'i18next';
import React from 'react';
import jsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import ReactDomClient from 'react-dom/client';
import { loadTimeoutMs } from './remotes';

declare const __SHELL_SHARED__: HostShared;

/** Each shared key's module: the very one the shell's own code imports (CommonJS packages by their exports object). */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': routerFacade,
  i18next,
  'react-i18next': i18nFacade,
  '@aurinko/shared-ui': sharedUi,
};

/**
 * A remote's manifest is fetched with the load budget as its deadline (remotes.ts withinBudget bounds the whole load):
 * from a server that accepts the connection and never answers, the request is aborted rather than left open in the
 * tab, and a retry (which drops the runtime's cached manifest request) fetches it afresh.
 */
const manifestBudget: ModuleFederationRuntimePlugin = {
  name: 'aurinko-manifest-budget',
  async fetch(url, init) {
    return fetch(url, { ...init, signal: AbortSignal.timeout(await loadTimeoutMs()) });
  },
};

export const federation = createInstance({
  name: 'shell',
  remotes: [],
  // `loaded-first`: the copies already on the page (the shell's) are used; a remote whose requirement they do not
  // meet is refused with the runtime's error naming both versions (RemoteArea shows the fallback).
  shareStrategy: 'loaded-first',
  shared: Object.fromEntries(
    Object.entries(__SHELL_SHARED__).map(([key, declared]) => {
      if (!(key in MODULES)) throw new Error(`The shell has no module to share as "${key}"`);
      return [key, { ...declared, scope: 'default', lib: () => MODULES[key] }];
    }),
  ),
  plugins: [injectExternalRuntimeCore(), manifestBudget],
});
