/**
 * The first view of a page rendered on the server (the shell's production server calls `render` for every page,
 * shared-ui/server/seo.mjs): the frame and, on the shell's own pages, the whole page in the visitor's language, so a
 * phone paints text before any JavaScript has run. The browser then hydrates it (bootstrap.tsx). Built by
 * rsbuild.server.config.ts into one self-contained file, `dist/ssr/render.mjs`, that travels with the build.
 *
 * What renders here must render the same in the browser's first pass: the shell's API reads start with the answers
 * the server read for the page (its route's `api`, carried in the page's data) or in their loading state on both
 * sides, and a remote's area is either the HTML its own server rendered
 * for this request (kept as it is until the remote has loaded in the browser) or the loading screen (RemoteArea) — a
 * remote's code runs in the browser only from wherever the remote map says it is today.
 */

import { REMOTE_MOUNTS } from '@aurinko/contract/topology';
import { type Reads, renderI18n, renderToHtml } from '@aurinko/shared-ui/render';
import { StaticRouter } from 'react-router-dom';
import { App, PageRoot } from './App';
import { type ServerArea, ServerAreaContext } from './federation/server-area';
import { registerShellNamespaces, SHELL_NAMESPACES } from './locales/register';

registerShellNamespaces();

/**
 * The shell's own pages rendered here whole: the home page (in the start chunks, styled by the start stylesheets the
 * server links), the news and the search page (their own chunks: the server links their stylesheets too, the
 * `pages` of preload.json). The not-found and unauthorized pages stay browser-rendered.
 */
export const SERVER_RENDERED_PAGES = ['/', '/news', '/search'];

/**
 * The pages rendered here: the shell's SERVER_RENDERED_PAGES and the frame of every public division page (header,
 * footer, the remote's area as its own server rendered it, else the loading area the remote then fills).
 */
export function rendersOnServer(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (SERVER_RENDERED_PAGES.includes(path)) return true;
  return REMOTE_MOUNTS.some((mount) => {
    const base = mount.path.toLowerCase();
    return !mount.private && (path === base || (mount.prefix === true && path.startsWith(`${base}/`)));
  });
}

/**
 * The HTML inside `#root` for `url` (path and query) in `language`. `area` is the remote's area as its own server
 * rendered it (shared-ui/server/seo.mjs), shown in the frame instead of the loading screen; `reads` are the page's
 * first API answers the server read (the home page's headlines, product cards, logos and reviews), which the page
 * carries as its page data so the browser's first render shows the same. Rejects when the render fails or takes
 * longer than `timeoutMs`; the server then sends the page without it (the browser renders it).
 */
export async function render(
  url: string,
  language: string,
  timeoutMs = 1500,
  { area, reads }: { area?: ServerArea; reads?: Reads } = {},
): Promise<string> {
  const i18n = await renderI18n(language, ['company', ...SHELL_NAMESPACES]);
  return renderToHtml(
    <ServerAreaContext value={area && { ...area, onServer: true }}>
      <PageRoot>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageRoot>
    </ServerAreaContext>,
    i18n,
    timeoutMs,
    reads,
  );
}
