import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The shell and the remotes built as ONE plain single-page app (no Module Federation), to measure
// what federation costs. Same sources; only the remote loader is swapped for direct imports.
const repo = path.resolve(__dirname, '../../..');

export default defineConfig({
  root: path.join(repo, 'shell'),
  plugins: [pluginReact()],
  source: {
    entry: { index: path.join(repo, 'shell/src/bootstrap.tsx') },
    include: [repo],
  },
  tools: {
    rspack: (config, { rspack }) => {
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(
          /federation[\\/]RemoteArea$/,
          path.join(__dirname, 'LocalRemoteArea.tsx'),
        ),
      );
    },
  },
  html: { template: path.join(repo, 'shell/src/index.html') },
  output: {
    distPath: { root: process.env.DIST_DIR ?? path.join(repo, 'e2e/.bench/single-app') },
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
