/**
 * The first view of a page rendered on the server (the shell's production server calls `render` for every page,
 * shared-ui/server/seo.mjs): the frame and, on the shell's own pages, the whole page in the visitor's language, so a
 * phone paints text before any JavaScript has run. The browser then hydrates it (bootstrap.tsx). Built by
 * rsbuild.server.config.ts into one self-contained file, `dist/ssr/render.mjs`, that travels with the build.
 *
 * What renders here must render the same in the browser's first pass: API reads start in their loading state on
 * both sides (useApi reads in an effect), and a remote's area shows the loading screen until the page is hydrated
 * (RemoteArea) — a remote is loaded only in the browser, from wherever the remote map says it is today.
 */
import { createRenderI18n, normalizeLanguage } from '@aurinko/shared-ui';
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App, PageRoot } from './App';
import { registerShellNamespaces, SHELL_NAMESPACES } from './locales/register';
import { REMOTE_MOUNTS } from './seo/site-routes';

registerShellNamespaces();

/** One i18next instance per language for the life of this build (texts change only with a new build). */
const instances = new Map<string, Promise<I18n>>();

function i18nFor(language: string): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createRenderI18n(normalizeLanguage(language), ['company', ...SHELL_NAMESPACES]);
    instances.set(language, instance);
    instance.catch(() => instances.delete(language));
  }
  return instance;
}

/**
 * The pages rendered here: the home page (in the start chunks, styled by the start stylesheets the server links) and
 * the frame of every public division page (header, footer, the loading area the remote then fills). The shell's
 * other pages are their own chunks with their own stylesheets; the browser renders them, as before.
 */
export function rendersOnServer(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return true;
  return REMOTE_MOUNTS.some((mount) => {
    const base = mount.path.toLowerCase();
    return !mount.private && (path === base || (mount.prefix === true && path.startsWith(`${base}/`)));
  });
}

/**
 * The HTML inside `#root` for `url` (path and query) in `language`. Rejects when the render fails or takes longer
 * than `timeoutMs`; the server then sends the page without it (the browser renders it, as before).
 */
export async function render(url: string, language: string, timeoutMs = 1500): Promise<string> {
  const i18n = await i18nFor(normalizeLanguage(language));
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <PageRoot>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageRoot>
    </I18nextProvider>,
    // One piece: React would otherwise move a large finished section out of line, revealed by an inline script —
    // which the page's Content-Security-Policy (no inline code) does not run.
    { signal: AbortSignal.timeout(timeoutMs), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
