/**
 * Where the shell's chunks, stylesheets, fonts and images are loaded from: beside the script that started the app.
 * The shell's server points that script (and the page's other `static/…` addresses) at a CDN when ASSET_BASE_URL is
 * set (shared-ui/server/static-server.mjs), so the same build serves its hashed files from another origin without
 * rebuilding; without it, the script is `/static/js/index.<hash>.js` and this is the site's root, as built. Imported
 * first by index.ts: it must run before the first dynamic import. No inline script or eval (the CSP allows none).
 */
declare let __webpack_public_path__: string;

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  // The entry is static/js/index.<hash>.js: two folders below the base.
  __webpack_public_path__ = new URL('../../', script.src).href;
}

export {};
