import { remoteConfig } from '@aurinko/shared-ui/build';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  remoteConfig({
    app: 'mf-dashboard',
    exposes: { './App': './src/App.tsx' },
    title: 'Dashboard — Aurinko Life Sciences',
  }),
);
