import { DIVISION_FIRST_SCREEN, divisionRoutes, remoteConfig } from '@aurinko/build-tools';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  remoteConfig({
    app: 'mf-agriculture',
    exposes: { './App': './src/App.tsx' },
    routes: () => divisionRoutes('agriculture'),
    firstScreen: DIVISION_FIRST_SCREEN,
    title: 'Agriculture — Aurinko Life Sciences',
  }),
);
