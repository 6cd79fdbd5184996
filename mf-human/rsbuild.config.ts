import { DIVISION_FIRST_SCREEN, divisionRoutes, remoteConfig } from '@aurinko/build-tools';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  remoteConfig({
    app: 'mf-human',
    exposes: { './App': './src/App.tsx' },
    routes: () => divisionRoutes('human'),
    firstScreen: DIVISION_FIRST_SCREEN,
    title: 'Human — Aurinko Life Sciences',
  }),
);
