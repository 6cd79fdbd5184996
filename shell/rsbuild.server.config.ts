/**
 * The server build of the shell: `src/server.tsx` as one self-contained ES module, `dist/ssr/render.mjs`, which
 * the production server (shared-ui/server/seo.mjs) loads to render a page's first view. Everything is bundled (the
 * server image has no node_modules) and no chunk is split off, so the file is the whole render. CSS is not emitted:
 * the browser build's stylesheets style the HTML, and CSS module class names are the same in both builds (same
 * files, same naming rule).
 */
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { render: './src/server.tsx' } },
  output: {
    target: 'node',
    distPath: { root: `${process.env.DIST_DIR ?? 'dist'}/ssr`, js: '' },
    filename: { js: '[name].mjs' },
    cleanDistPath: true,
    emitCss: false,
    minify: false,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    rspack: {
      plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    },
  },
});
