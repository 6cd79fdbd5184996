import { federation } from '@aurinko/shared-ui/build';
import { APPS, portOf, remotesDocument } from '@aurinko/shared-ui/topology';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact(), federation({ name: 'shell' })],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: 'Aurinko Life Sciences',
  },
  output: {
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: {
    port: portOf(APPS.shell?.app ?? 'shell'),
    proxy: { '/api': `http://127.0.0.1:${portOf('api')}` },
    setup: ({ server }) => {
      // In development the shell answers /remotes.json like the production server does.
      server.middlewares.use('/remotes.json', (req, res) => {
        const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(remotesDocument(hostname)));
      });
    },
  },
});
