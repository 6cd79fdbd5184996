// @ts-check
/**
 * The headers every answer of a front end's server carries (the usual security headers; HSTS=true adds
 * Strict-Transport-Security) and the Content-Security-Policy of its HTML, with the origin lists they are built from.
 */

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The headers of every answer: SECURITY_HEADERS, plus Strict-Transport-Security when HSTS is on.
 * @param {NodeJS.ProcessEnv} env @returns {Record<string, string>}
 */
export function baseHeadersOf(env) {
  const hsts = ['1', 'true', 'yes', 'on'].includes(String(env.HSTS ?? '').toLowerCase());
  return hsts
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : { ...SECURITY_HEADERS };
}

/** @param {string} url */
export function originOf(url) {
  const parsed = URL.parse(url);
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
}

/** @param {string | undefined} list comma-separated origins */
export function originList(list) {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = originOf(item);
      if (!origin) throw new Error(`not an origin: "${item}" (expected e.g. https://site.example)`);
      return origin;
    });
}

/**
 * The only pages the site frames: the privacy-friendly players of external videos (the API's `embed` addresses, from
 * YouTube and Vimeo addresses it accepted), loaded only when a visitor presses play.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of an app's HTML. No inline script or style and no eval anywhere: the builds emit
 * only files (scripts, extracted CSS), and React sets `style` props through the CSSOM, which CSP does not govern.
 * The shell also loads remotes (manifest fetch, entry and chunk scripts, CSS) from their origins, which it knows from
 * the same remote map it serves as /remotes.json. CSP_EXTRA_ORIGINS adds origins for images, media and fetches
 * (e.g. a CDN behind S3_PUBLIC_URL). `assetOrigins`: where the apps' hashed files come from when not from their own
 * servers (ASSET_BASE_URL, REMOTE_<NAME>_ASSET_BASE: a CDN), allowed for scripts, styles, fonts and images.
 * @param {string[]} remoteOrigins @param {string[]} extraOrigins @param {string[]} [assetOrigins]
 */
export function contentSecurityPolicy(remoteOrigins, extraOrigins = [], assetOrigins = []) {
  const code = [...new Set(["'self'", ...remoteOrigins, ...assetOrigins])].join(' ');
  const assets = [
    ...new Set(["'self'", 'data:', 'blob:', ...remoteOrigins, ...assetOrigins, ...extraOrigins]),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code} data:`,
    `img-src ${assets}`,
    `media-src ${assets}`,
    `connect-src ${[...new Set(["'self'", ...remoteOrigins, ...assetOrigins, ...extraOrigins])].join(' ')}`,
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
