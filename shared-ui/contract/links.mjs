// @ts-check
/**
 * The one rule for the addresses admins give banners and slides (`link` fields): a path on this site (`/human/about`)
 * or an `https://` address — nothing that could run script (`javascript:`), leave by a protocol-relative `//host`, or
 * downgrade to plain HTTP. Plain JavaScript so the API validates with the same function the dashboard and the pages use.
 */

/** Longest link a column holds. */
export const MAX_LINK_LENGTH = 512;

/** @param {unknown} value */
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
