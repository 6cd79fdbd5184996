// @ts-check
/**
 * The route lists that decide what is a page (`routes.json` in the shell's build and beside each remote's manifest,
 * written by build/route-manifest.mjs): their shape, and matching a path against them.
 */

export const MANIFEST_FILE = 'routes.json';

/**
 * @typedef {{ title: string, description: string }} Texts
 * @typedef {{ path: string, name: Record<string, string> }} Crumb
 * @typedef {object} ManifestRoute
 * @property {string} path
 * @property {boolean} index
 * @property {boolean} [noindex]
 * @property {{ kind: 'product', group: string } | { kind: 'blog', division: string }} [data]
 * @property {string} [banner]
 * @property {string[]} [jsonLd]
 * @property {string[]} [api]
 * @property {{ read: string, field: string, sizes: string }} [image] the largest paint: the first item's `field` of
 *   the read `read` (route-manifest.mjs)
 * @property {Record<string, Texts>} [meta]
 * @property {Record<string, string>} [titleFormat]
 * @property {Crumb[]} breadcrumb
 * @typedef {object} Manifest
 * @property {string} app
 * @property {string[]} languages
 * @property {Record<string, string>} directions
 * @property {Record<string, string>} titleFormat
 * @property {ManifestRoute[]} routes
 * @property {Array<{ path: string, remote: string, module?: string, prefix?: boolean, private?: boolean }>} [mounts]
 * @property {Record<string, Texts>} [notFound]
 * @property {Record<string, { name: string, description: string }>} [site]
 * @property {Record<string, { name: string, alternateName: string, description: string, offices: Array<Record<string, string>> }>} [organization]
 * @property {{ preview: string, logo: string }} [images]
 * @typedef {object} Page
 * @property {number} status
 * @property {string} html
 * @typedef {object} Matched what one page request learns on the way, and its budget
 * @property {number} deadline when its work with remotes must be over (ms, REMOTE_RENDER_TIMEOUT_MS from its start)
 * @property {ManifestRoute} [route]
 * @property {Record<string, string>} [params]
 * @property {Record<string, string>} [query] the address's query parameters, trimmed (a read's `:q` on /search)
 * @property {{ url: string, sizes: string }} [image]
 */

/**
 * The remote mount a path belongs to, if any.
 * @template {{ path: string, prefix?: boolean }} M @param {M[] | undefined} mounts @param {string} pathname
 * @returns {M | undefined}
 */
export function mountOf(mounts, pathname) {
  const path = pathname.toLowerCase();
  return (mounts ?? []).find((m) => {
    const base = m.path.toLowerCase();
    return path === base || (m.prefix === true && path.startsWith(`${base}/`));
  });
}

/**
 * Finds the route of `pathname` in a manifest: static segments compare case-insensitively (as React Router does),
 * `:name` segments take any one segment; a static route wins over a parametrised one.
 * @param {ManifestRoute[]} routes @param {string[]} segments decoded path segments
 */
export function matchRoute(routes, segments) {
  /** @type {{ route: ManifestRoute, params: Record<string, string> } | undefined} */
  let found;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (!matches) continue;
    if (!route.path.includes(':')) return { route, params };
    found ??= { route, params };
  }
  return found;
}

/** The route's own path with these parameters (the canonical spelling of a matched URL). */
export function concretePath(/** @type {string} */ routePath, /** @type {Record<string, string>} */ params) {
  return routePath.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? ''));
}
