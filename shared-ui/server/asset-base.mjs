// @ts-check
/**
 * Hashed files served from elsewhere (a CDN: ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE; topology.mjs): the shell's
 * pages and a remote's federation manifest rewritten to name the CDN's copies of the same build.
 */

/**
 * An HTML page with its hashed files' addresses (`/static/…` or `static/…` in `src`, `href`, `srcset`,
 * `imagesrcset`) pointed at `base` (a CDN, ending in `/`); anything else is left as it is.
 * @param {string} html @param {string | undefined} base
 */
export function withAssetBase(html, base) {
  if (!base) return html;
  return html.replace(
    /(\s(?:src|href|srcset|imagesrcset)=")([^"]*)"/gi,
    (_, attribute, value) =>
      `${attribute}${value.replace(/(^|,\s*)\/?static\//g, (/** @type {string} */ __, /** @type {string} */ before) => `${before}${base}static/`)}"`,
  );
}

/**
 * A remote's federation manifest with its files at `base` (a CDN, ending in `/`): `metaData.publicPath`, which the
 * federation runtime prefixes to the remote entry and the exposed modules' files (a plain string: its
 * `getPublicPath` alternative is run with `new Function`, which the CSP refuses). The entry's chunks then follow the
 * entry's own address (`assetPrefix: 'auto'`).
 * @param {string} text the manifest as built @param {string} base
 */
export function manifestWithAssetBase(text, base) {
  const manifest = JSON.parse(text);
  manifest.metaData = { ...manifest.metaData, publicPath: base };
  delete manifest.metaData.getPublicPath;
  return JSON.stringify(manifest);
}
