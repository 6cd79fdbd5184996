/**
 * Server rendering, for the server builds of the shell (shell/src/server.tsx) and of the division remotes (their
 * src/server.tsx): each is built into one self-contained `dist/ssr/render.mjs` (shared-ui/build `serverConfig`) that
 * the app's production server loads from the build it serves (shared-ui/server/server-render.mjs). Not part of the
 * browser bundles.
 */
import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { PageReadsContext } from '../api/page-data';
import { createRenderI18n } from '../i18n/i18n';
import { normalizeLanguage } from '../i18n/languages';
import { RenderedForHost } from '../navigation/site-navigation';

/** One i18next instance per language and set of namespaces for the life of a build (texts change with a build). */
const instances = new Map<string, Promise<I18n>>();

export function renderI18n(language: string, namespaces: readonly string[] = []): Promise<I18n> {
  const lng = normalizeLanguage(language);
  const key = `${lng} ${namespaces.join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createRenderI18n(lng, namespaces);
    instances.set(key, instance);
    instance.catch(() => instances.delete(key));
  }
  return instance;
}

/** API answers by read key (shared-ui/contract/page-data.mjs). */
export type Reads = Record<string, unknown>;

/**
 * The HTML of `node` once everything in it has loaded (texts, lazy pages), in `i18n`'s language, its API reads
 * answered from `reads` (the server's answers the page will carry as its page data; a read they lack renders in its
 * loading state, as in the browser's first render). Rejects when the render fails or takes longer than `timeoutMs`.
 */
export async function renderToHtml(
  node: ReactNode,
  i18n: I18n,
  timeoutMs: number,
  reads: Reads = {},
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <PageReadsContext value={new Map(Object.entries(reads))}>{node}</PageReadsContext>
    </I18nextProvider>,
    // One piece: React would otherwise move a large finished section out of line, revealed by an inline script —
    // which the page's Content-Security-Policy (no inline code) does not run.
    { signal: AbortSignal.timeout(timeoutMs), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export interface RemoteRenderer {
  /** The HTML of the remote's area for `url` (path and query) in `language`, with the API answers `reads`. */
  render: (url: string, language: string, timeoutMs?: number, reads?: Reads) => Promise<string>;
  /** Whether this remote renders `pathname` (its mount and everything under it). */
  rendersOnServer: (pathname: string) => boolean;
}

/**
 * A division remote's renderer: its exposed component under its mount (`/human`), as the shell mounts it, so the
 * HTML is the area the browser then shows in the shell (RemoteArea). API reads the server did not make render in
 * their loading state, as in the browser's first render.
 */
export function createRemoteRenderer({ App, mount }: { App: ComponentType; mount: string }): RemoteRenderer {
  const base = mount.toLowerCase().replace(/\/+$/, '');
  return {
    rendersOnServer: (pathname) => {
      const path = pathname.toLowerCase();
      return path === base || path.startsWith(`${base}/`);
    },
    async render(url, language, timeoutMs = 1500, reads = {}) {
      const i18n = await renderI18n(language);
      return renderToHtml(
        <RenderedForHost value={true}>
          <StaticRouter location={url}>
            <Routes>
              <Route path={`${base}/*`} element={<App />} />
            </Routes>
          </StaticRouter>
        </RenderedForHost>,
        i18n,
        timeoutMs,
        reads,
      );
    },
  };
}
