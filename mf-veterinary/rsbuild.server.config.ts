/** The server build of this remote: src/server.tsx as dist/ssr/render.mjs (shared-ui/build `serverConfig`). */
import { serverConfig } from '@aurinko/build-tools';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(serverConfig({ entry: './src/server.tsx' }));
