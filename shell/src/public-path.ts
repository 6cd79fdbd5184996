/**
 * Where the shell's chunks and stylesheets are loaded from: the base of the script that started the app. The shell's
 * server points that script (and the page's other `static/…` addresses) at a CDN when ASSET_BASE_URL is set, else at
 * the site's root (shared-ui/server/static-server.mjs), so the same build serves its hashed files from any origin.
 * Rspack's `assetPrefix: 'auto'` finds the same base but keeps it as `<script's folder>/../../`: a stylesheet the
 * server linked in the page (`<base>static/css/…`) would then not be recognised by the chunk loader, and fetched twice.
 * Imported first by index.ts: it must run before the first dynamic import. No inline script or eval (the CSP allows
 * none).
 */
declare let __webpack_public_path__: string;

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  // The entry is static/js/index.<hash>.js: two folders below the base.
  const base = new URL('../../', script.src);
  // On the site's own origin, the path alone, as the server writes it in the page (`/static/…`): the chunk loader
  // compares addresses as written when it looks for a stylesheet the page already links.
  __webpack_public_path__ = base.origin === window.location.origin ? base.pathname : base.href;
}

export {};
