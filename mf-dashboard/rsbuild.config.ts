import { remoteConfig } from '@aurinko/build-tools';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(
  remoteConfig({
    app: 'mf-dashboard',
    exposes: {
      './App': './src/App.tsx',
      './SignIn': './src/SignIn.tsx',
      './ResetPassword': './src/ResetPassword.tsx',
    },
    title: 'Dashboard — Aurinko Life Sciences',
  }),
);
