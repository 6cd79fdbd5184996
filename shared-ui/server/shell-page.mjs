// @ts-check
/**
 * The HTML page the shell's server answers: the status and head (page-head.mjs), the first view rendered on the
 * server in the visitor's likely language (its own pages by server-render.mjs, a remote's area by the remote's own
 * server), the answers it was rendered with, and the first-view tags (remote map, preload hints: first-view.mjs).
 */
import { PAGE_DATA_ID, readKey } from '../contract/page-data.mjs';
import { assetBase, positiveNumber, remotesDocument, serverManifestUrl } from '../contract/topology.mjs';
import {
  apiHints,
  firstViewTags,
  imageHints,
  likelyLanguage,
  PRELOAD_FILE,
  paintsFirst,
  remoteHints,
  shellHints,
} from './first-view.mjs';
import { jsonForScript } from './head-tags.mjs';
import { mountOf } from './seo-routes.mjs';
import { createServerRender } from './server-render.mjs';

/** @typedef {import('./seo-routes.mjs').Manifest} Manifest @typedef {import('./seo-routes.mjs').Matched} Matched */
/** @typedef {import('./seo-routes.mjs').Page} Page */

/** A remote's render endpoint, beside its manifest (static-server.mjs answers it). */
const REMOTE_RENDER_FILE = 'ssr/render';
/** The header that carries the render secret shared by the shell's and the remotes' servers (RENDER_SECRET). */
export const RENDER_SECRET_HEADER = 'x-render-secret';

/**
 * @param {object} options
 * @param {() => string} options.root the shell's build directory
 * @param {NodeJS.ProcessEnv} options.env
 * @param {string} [options.apiTarget]
 * @param {ReturnType<typeof import('./seo-reads.mjs').createSeoReads>} options.reads
 * @param {ReturnType<typeof import('./page-head.mjs').createPageHead>['pageWithHead']} options.pageWithHead
 */
export function createShellPage({ root, env, apiTarget, reads, pageWithHead }) {
  const { remoteTimeoutMs, upstreams, buildFile, shellManifest, remoteJson, hostnameOf } = reads;
  const serverRender = createServerRender({ root, env });
  const renderSecret = env.RENDER_SECRET || undefined;
  // The shell's hashed files at a CDN (ASSET_BASE_URL), else at the site's root: its hints name them there.
  const shellAssetBase = assetBase('shell', env) ?? '/';

  /**
   * The HTML page for a request: its status and the shell's index.html with this URL's head.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<Page | undefined>} undefined without a shell build that has a route manifest
   */
  async function page(req) {
    /** @type {Matched} */
    const matched = { deadline: Date.now() + remoteTimeoutMs };
    const answer = await pageWithHead(req, matched);
    if (!answer) return undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Trimmed as the pages trim them (the search page's `q`), so the read's key is the one the page will ask for.
    matched.query = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, value.trim()]));
    const shell = await shellManifest();
    // The first view rendered here (server-render.mjs), in the language the browser will most likely show: `?lng=`,
    // else Accept-Language (the x-default address in the visitor's language; hence `Vary: Accept-Language`). Not for
    // an admin's draft preview: drafts are read in the browser, with the admin's session.
    const language = likelyLanguage(url, req.headers['accept-language'], shell?.languages ?? ['en']);
    const renders = answer.status === 200 && url.searchParams.get('preview') !== '1';
    // A public remote's page: its area as the remote's own server renders it, with the page's first API answers.
    const mount = renders ? mountOf(shell?.mounts, url.pathname) : undefined;
    const area =
      mount && !mount.private && env.SERVER_RENDER !== 'off'
        ? await remoteArea(url, language, mount.remote, matched)
        : undefined;
    // One of the shell's own pages it renders (the home page): rendered with its route's first API answers.
    const ownReads =
      renders && !mount && env.SERVER_RENDER !== 'off' && matched.route?.api?.length
        ? await firstReads(matched, language, positiveNumber(env, 'RENDER_TIMEOUT_MS', 1500))
        : undefined;
    const body = renders
      ? await serverRender.render(url, language, {
          ...(area && mount ? { area: { remote: mount.remote, html: area.html } } : {}),
          ...(ownReads ? { reads: ownReads } : {}),
        })
      : undefined;
    const shown = body !== undefined && area ? area : undefined;
    // A list page whose largest paint is its first item's picture (a range's first product): hinted like a product's.
    if (shown && !matched.image && matched.route?.image)
      matched.image = firstListImage(matched, shown.reads, language);
    const tags = await firstView(
      req,
      answer.status === 200,
      matched,
      body !== undefined,
      shown !== undefined,
    );
    // The answers the page was rendered with travel in it, so the browser's first render shows the same data.
    const reads = body === undefined ? undefined : (shown?.reads ?? ownReads);
    const data =
      reads && Object.keys(reads).length > 0
        ? `\n<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript({ language, reads })}</script>`
        : '';
    // After the shell's entry script, which goes first with high priority (a deferred script is fetched with low
    // priority, and the hints — needed only once it runs — would otherwise take the connections before it).
    let html = answer.html.replace(/<script defer src=/gi, '<script defer fetchpriority="high" src=');
    if (body !== undefined) {
      const dir = shell?.directions?.[language] ?? 'ltr';
      html = html
        .replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${dir}">`)
        .replace(/<div id="root"><\/div>/i, () => `<div id="root" data-language="${language}">${body}</div>`);
    }
    return { ...answer, html: html.replace(/<\/head>/i, () => `${tags}${data}\n</head>`) };
  }

  /**
   * The list's first picture: the `image.field` of the first item of the route's `image.read` (a page of a list or a
   * plain list) that has one, in the
   * answers the page was rendered with (an item without a picture, a blog post without a cover, is passed over, as the
   * page itself does), or undefined.
   * @param {Matched} matched @param {Record<string, unknown>} reads @param {string} language
   * @returns {{ url: string, sizes: string } | undefined}
   */
  function firstListImage(matched, reads, language) {
    const spec = matched.route?.image;
    if (!spec) return undefined;
    const [hint] = apiHints([spec.read], matched.params ?? {}, language);
    const answer =
      /** @type {{ items?: Array<Record<string, unknown>> } | Array<Record<string, unknown>> | undefined} */ (
        hint ? reads[readKey(hint.href)] : undefined
      );
    // A page of a list (`{ items }`) or a plain list (a division home's hero banners).
    const items = Array.isArray(answer) ? answer : answer?.items;
    const url = items?.find((item) => typeof item?.[spec.field] === 'string')?.[spec.field];
    return typeof url === 'string' && url.startsWith('/') ? { url, sizes: spec.sizes } : undefined;
  }

  /**
   * A remote's area of a page, rendered by the remote's own server (its build's renderer: whatever build it serves
   * now) with the page's first API answers read here (its route's `api`); undefined when the remote has no
   * renderer, is down, or does not answer within the page's REMOTE_RENDER_TIMEOUT_MS (reads and render together) —
   * the page then shows the loading area and the browser renders it, as before. The request goes only to the address
   * configuration gives for that remote, with the render secret (RENDER_SECRET; without one, nothing is asked).
   * @param {URL} url @param {string} language @param {string} remote @param {Matched} matched
   * @returns {Promise<{ html: string, reads: Record<string, unknown> } | undefined>}
   */
  async function remoteArea(url, language, remote, matched) {
    if (!renderSecret) return undefined;
    const given = await firstReads(matched, language, matched.deadline - Date.now());
    const answer = await upstreams.call(
      remote,
      new URL(REMOTE_RENDER_FILE, serverManifestUrl(remote, env)),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/html',
          [RENDER_SECRET_HEADER]: renderSecret,
        },
        body: JSON.stringify({ url: `${url.pathname}${url.search}`, language, reads: given }),
      },
      matched.deadline,
    );
    if (answer?.status !== 200 || answer.text === undefined) return undefined;
    return { html: answer.text, reads: given };
  }

  /**
   * The page's first API answers (its route's `api`, in `language`), read now — not through the SEO cache, so an
   * admin's edit shows on the next load — by read key (page-data.mjs). What the page is rendered with and carries:
   * the answers in within `timeoutMs` (a late or failed one is left out of both, its request cancelled; the browser
   * reads it). A late answer here does not open the API's breaker (it may just be slower than a page's budget).
   * @param {Matched} matched @param {string} language @param {number} timeoutMs
   * @returns {Promise<Record<string, unknown>>}
   */
  async function firstReads(matched, language, timeoutMs) {
    /** @type {Record<string, unknown>} */
    const reads = {};
    if (!apiTarget || timeoutMs <= 0) return reads;
    const deadline = Date.now() + timeoutMs;
    // The route's parameters, else the query's (`search?q=:q`); a read whose parameter is empty is one the page does
    // not make (the search page without a query).
    const params = { ...matched.query, ...matched.params };
    const made = (matched.route?.api ?? []).filter((read) =>
      [...read.matchAll(/:(\w+)/g)].every(([, name = '']) => Boolean(params[name])),
    );
    await Promise.all(
      apiHints(made, params, language).map(async ({ href }) => {
        const answer = await upstreams.json('api', new URL(href, apiTarget), deadline, {}, { trip: false });
        if (answer.status === 200 && answer.body !== undefined) reads[readKey(href)] = answer.body;
      }),
    );
    return reads;
  }

  /**
   * The first-view tags of a page (first-view.mjs): the remote map inline, and preload hints for the shell and,
   * on a page a remote renders (`withRemote`: the page exists), for that remote.
   * @param {import('node:http').IncomingMessage} req @param {boolean} withRemote
   * @param {Matched} matched the page's route, for its API reads, and its budget
   */
  async function firstView(req, withRemote, matched, rendered = false, areaRendered = false) {
    const [shell, preload] = await Promise.all([
      shellManifest(),
      buildFile(PRELOAD_FILE, JSON.parse).catch(() => undefined),
    ]);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.toLowerCase();
    const lng = likelyLanguage(url, req.headers['accept-language'], shell?.languages ?? ['en']);
    const remoteMap = remotesDocument(hostnameOf(req), env);
    // The remote whose area this path is, if any.
    const mountOfPath = (shell?.mounts ?? []).find((m) => {
      const base = m.path.toLowerCase();
      return pathname === base || (m.prefix && pathname.startsWith(`${base}/`));
    });
    // PRELOAD_HINTS=off leaves them out (to measure what they bring: e2e/bench/lighthouse.mjs on both servers).
    // With the first view rendered on the server, the shell's start stylesheets style it: linked, not just hinted.
    const hints = shellHints({
      preload,
      lng,
      pathname: url.pathname,
      stylesheets: rendered,
      withRemote: withRemote && mountOfPath !== undefined,
      assetBase: shellAssetBase,
    });
    // A page the server rendered whole (not a remote's: its area fills in the browser) needs no script to appear: its
    // stylesheets only, so the first paint does not share the connection with scripts (they start after it, index.ts).
    const wholePage = rendered && !mountOfPath;
    if (env.PRELOAD_HINTS === 'off' || wholePage)
      return firstViewTags({ remoteMap, hints: hints.filter(paintsFirst) });
    // A remote's page rendered whole (its area by the remote's server): its stylesheets linked too, its API answers in
    // the page (page data), its main image hinted; its scripts start after the first paint, as the shell's do.
    const fullyRendered = rendered && areaRendered;
    const mount = withRemote ? mountOfPath : undefined;
    const manifestUrl = mount
      ? remoteMap.remotes[/** @type {keyof typeof remoteMap.remotes} */ (mount.remote)]?.manifest
      : undefined;
    if (mount && manifestUrl) {
      // Read where the server reaches the remote (configuration only); hinted at the browser's address.
      const serverUrl = serverManifestUrl(mount.remote, env);
      const [remoteFederation, remotePreload] = await Promise.all([
        remoteJson(mount.remote, serverUrl, matched.deadline),
        remoteJson(mount.remote, new URL(PRELOAD_FILE, serverUrl).href, matched.deadline),
      ]);
      const remote = remoteHints({
        manifestUrl,
        federation: remoteFederation,
        preload: remotePreload,
        module: mount.module ?? 'App',
        lng,
      });
      hints.push(
        ...(fullyRendered
          ? remote.filter((h) => h.as === 'style').map((h) => ({ ...h, stylesheet: true }))
          : remote),
      );
    }
    if (fullyRendered) {
      if (matched.image) hints.push(...imageHints(matched.image.url, matched.image.sizes));
      return firstViewTags({ remoteMap, hints: hints.filter((h) => paintsFirst(h) || h.as === 'image') });
    }
    if (withRemote) hints.push(...apiHints(matched.route?.api, matched.params ?? {}, lng));
    if (withRemote && matched.image) hints.push(...imageHints(matched.image.url, matched.image.sizes));
    return firstViewTags({ remoteMap, hints });
  }

  return { page };
}
