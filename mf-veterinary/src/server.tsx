/**
 * This remote's area rendered on its own server (dist/ssr/render.mjs, rsbuild.server.config.ts): the shell's server
 * asks for it on every veterinary page and shows it until the remote has loaded in the browser (shared-ui/server).
 */
import { createRemoteRenderer } from '@aurinko/shared-ui/render';
import App from './App';

export const { render, rendersOnServer } = createRemoteRenderer({ App, mount: '/veterinary' });
