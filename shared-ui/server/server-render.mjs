// @ts-check
/**
 * The first view rendered on the server: the shell's build brings its own renderer (`ssr/render.mjs`, built by
 * shell/rsbuild.server.config.ts from shell/src/server.tsx), and this module loads it from the build being served —
 * re-imported when a redeploy replaces it — and runs it for a page. The HTML goes inside `#root`, tagged with its
 * language; the browser hydrates it when it shows the page in the same language, and renders afresh otherwise.
 *
 * Anything that goes wrong (no renderer in the build, an exception, a render slower than RENDER_TIMEOUT_MS) leaves the
 * page as it was before server rendering existed: an empty `#root` the browser fills. SERVER_RENDER=off switches it
 * off (to compare, as PRELOAD_HINTS=off does for the hints).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const RENDERER_FILE = path.join('ssr', 'render.mjs');

/**
 * A build's renderer (its src/server.tsx): the shell's takes the remote's area as `extra`, a remote's the page's API
 * answers (shared-ui/src/render).
 * @typedef {{ render: (url: string, language: string, timeoutMs?: number, extra?: unknown) => Promise<string>, rendersOnServer: (pathname: string) => boolean }} Renderer
 */

/** @param {{ root: () => string, env: NodeJS.ProcessEnv, log?: (message: string) => void }} options */
export function createServerRender({ root, env, log = (message) => console.warn(message) }) {
  const timeoutMs = Number(env.RENDER_TIMEOUT_MS ?? 1500);
  /** @type {{ file: string, mtime: number, module: Promise<Renderer | undefined> } | undefined} */
  let loaded;
  let warned = false;

  /** The renderer of the build now in the root (undefined without one). @returns {Promise<Renderer | undefined>} */
  async function renderer() {
    const file = path.join(root(), RENDERER_FILE);
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.file !== file || loaded.mtime !== info.mtimeMs) {
      // A query per file version: Node caches modules by URL, so a redeployed renderer is a new module.
      const url = `${pathToFileURL(file).href}?v=${Math.floor(info.mtimeMs)}-${info.size}`;
      loaded = {
        file,
        mtime: info.mtimeMs,
        module: import(url).then(
          (module) => (typeof module.render === 'function' ? module : undefined),
          (error) => {
            log(`server render: cannot load ${file}: ${error?.message ?? error}`);
            return undefined;
          },
        ),
      };
    }
    return loaded.module;
  }

  /**
   * The HTML of `url`'s first view in `language`, or undefined (not rendered on the server, or it failed).
   * @param {URL} url @param {string} language @param {unknown} [extra] what the build's renderer takes besides
   */
  async function render(url, language, extra) {
    if (env.SERVER_RENDER === 'off') return undefined;
    const module = await renderer();
    if (!module?.rendersOnServer(url.pathname)) return undefined;
    try {
      return await module.render(`${url.pathname}${url.search}`, language, timeoutMs, extra);
    } catch (error) {
      if (!warned) log(`server render of ${url.pathname} failed (the browser renders it): ${error}`);
      warned = true;
      return undefined;
    }
  }

  /** Whether the build now served renders `url`'s page on the server (it has a renderer that takes the path). */
  async function renders(/** @type {URL} */ url) {
    if (env.SERVER_RENDER === 'off') return false;
    return Boolean((await renderer())?.rendersOnServer(url.pathname));
  }

  return { render, renders };
}
