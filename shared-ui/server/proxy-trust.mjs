// @ts-check
/**
 * Which addresses may tell us who the client is: ONE list, read by the API (Express's `trust proxy`) and by every
 * front end's server (its `/api` proxy and its rate-limit-relevant logs). `TRUSTED_PROXIES` is a comma-separated list
 * of addresses and CIDR subnets plus the names `loopback` (127.0.0.0/8, ::1), `linklocal` (169.254.0.0/16, fe80::/10)
 * and `uniquelocal` (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7) — the same names Express (proxy-addr)
 * takes. An `X-Forwarded-For` header is believed only as far as the hops that appended to it are in the list:
 * read right to left, the client is the first address that is not a trusted proxy.
 */
import { BlockList, isIP } from 'node:net';

/** @type {Record<string, string[]>} */
export const PROXY_NAMES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` → `10.0.0.1`; anything else unchanged (trimmed). */
/** @param {string} address */
export function normalizeAddress(address) {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? /** @type {string} */ (mapped[1]) : trimmed;
}

/**
 * @typedef {object} ProxyTrust
 * @property {string[]} entries the list as written (names kept), e.g. for Express's `trust proxy`
 * @property {(address: string | undefined) => boolean} isTrusted
 */

/**
 * Parses a TRUSTED_PROXIES value; throws an Error naming the variable and the bad entry.
 * @param {string | undefined} value @param {string} [variable]
 * @returns {ProxyTrust}
 */
export function parseTrustedProxies(value, variable = 'TRUSTED_PROXIES') {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const named = PROXY_NAMES[entry.toLowerCase()];
    for (const item of named ?? [entry]) {
      const [address = '', bits, ...rest] = item.split('/');
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (
        !family ||
        rest.length > 0 ||
        (bits !== undefined && !/^\d+$/.test(bits)) ||
        prefix > (family === 6 ? 128 : 32)
      ) {
        throw new Error(
          `${variable}: "${entry}" is not an address, a CIDR subnet (e.g. 10.0.0.0/8) or one of ${Object.keys(PROXY_NAMES).join(', ')}`,
        );
      }
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
  return {
    entries,
    isTrusted(address) {
      if (!address) return false;
      const ip = normalizeAddress(address);
      const family = isIP(ip);
      if (!family) return false;
      return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** @param {string | string[] | undefined} header */
function forwardedList(header) {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((item) => normalizeAddress(item))
    .filter(Boolean);
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy — then X-Forwarded-For read right to left
 * up to the first untrusted (or unparseable) hop.
 * @param {string | undefined} socketAddress @param {string | string[] | undefined} forwardedFor
 * @param {ProxyTrust} trust
 */
export function clientAddress(socketAddress, forwardedFor, trust) {
  let client = normalizeAddress(socketAddress ?? '');
  if (!trust.isTrusted(client)) return client;
  const hops = forwardedList(forwardedFor);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = /** @type {string} */ (hops[index]);
    if (!isIP(hop)) return client;
    client = hop;
    if (!trust.isTrusted(hop)) return client;
  }
  return client;
}

/**
 * The X-Forwarded-For to send upstream: the hops we believe (from the client on) followed by the socket's address.
 * What an untrusted client wrote is dropped, so the next server, trusting us, reads the right client.
 * @param {string | undefined} socketAddress @param {string | string[] | undefined} forwardedFor
 * @param {ProxyTrust} trust
 */
export function forwardedForUpstream(socketAddress, forwardedFor, trust) {
  const socket = normalizeAddress(socketAddress ?? '');
  if (!trust.isTrusted(socket)) return socket;
  const hops = forwardedList(forwardedFor);
  /** @type {string[]} */
  const kept = [];
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = /** @type {string} */ (hops[index]);
    if (!isIP(hop)) break;
    kept.unshift(hop);
    if (!trust.isTrusted(hop)) break;
  }
  return [...kept, socket].join(', ');
}
