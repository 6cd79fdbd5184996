import { DIVISION_FIRST_SCREEN, divisionRoutes, remoteConfig } from '@aurinko/build-tools';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  remoteConfig({
    app: 'mf-veterinary',
    exposes: { './App': './src/App.tsx' },
    routes: () => divisionRoutes('veterinary'),
    firstScreen: DIVISION_FIRST_SCREEN,
    title: 'Veterinary — Aurinko Life Sciences',
  }),
);
