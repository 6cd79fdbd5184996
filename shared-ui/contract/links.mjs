// @ts-check
/**
 * The one rule for the addresses admins give banners and slides (`link` fields): a path on this site (`/human/about`)
 * or an `https://` address — nothing that could run script (`javascript:`), leave by a protocol-relative `//host`, or
 * downgrade to plain HTTP. Plain JavaScript so the API validates with the same function the dashboard and the pages use.
 */

/** Longest link a column holds. */
export const MAX_LINK_LENGTH = 512;

/**
 * The same rule as a JSON Schema pattern (the OpenAPI document's), "" included (it removes the link): stricter than
 * `isSiteLink` on the characters of the path, never looser on the scheme or the host: a host's last label starts with a
 * letter (a name ending in a number, `a.0`, is read as an IPv4 address by URL parsers, and refused).
 */
export const LINK_PATTERN =
  '^(/([\\w\\-.~%?=&#][\\w\\-.~%/?=&#]*)?|https://[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z][a-z0-9-]*(/[\\w\\-.~%/?=&#]*)?)?$';

/**
 * A path on this site (`/…`, not `//…`) or an `https://` address without credentials.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isSiteLink(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LINK_LENGTH) return false;
  // No spaces, control characters or backslashes (browsers read `/\\host` as `//host`).
  if (/[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** @param {string} value a link that passed `isSiteLink` */
export function isSitePath(value) {
  return value.startsWith('/');
}
