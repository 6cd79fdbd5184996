// @ts-check
/**
 * Who the visitor is talking to and who may read what: the host name the visitor used (the shell serves its own host
 * names only), the origins of the shell's remotes as the visitor's browser sees them (its CSP), and the CORS answer
 * of a remote (only the site's origin(s): SITE_ORIGINS, default the shell's origin on the visitor's host name).
 */
import { hostnameOfHeader, portOf, remotesDocument, siteHostnames } from '../contract/topology.mjs';
import { originList, originOf } from './security-headers.mjs';

/**
 * @param {{ env: NodeJS.ProcessEnv, isShell?: boolean, siteOrigins?: string[] }} options
 */
export function createSiteOrigins(options) {
  const env = options.env;
  const siteOrigins = options.siteOrigins?.map((o) => originOf(o) ?? o) ?? originList(env.SITE_ORIGINS);
  // The host names the shell serves: its remote map and CSP follow the visitor's host name only within them.
  const siteHosts = options.isShell ? siteHostnames(env) : undefined;

  /**
   * Host name the visitor used (without port): for the shell one of the host names it serves, undefined for any
   * other (answered 421); for a remote (its CORS default) any plain host name, else localhost.
   * @param {import('node:http').IncomingMessage} req @returns {string | undefined}
   */
  function servedHostname(req) {
    if (req.headers.host === undefined) return 'localhost';
    const hostname = hostnameOfHeader(req.headers.host);
    if (siteHosts) return hostname && siteHosts.has(hostname) ? hostname : undefined;
    return hostname ?? 'localhost';
  }
  /** @param {import('node:http').IncomingMessage} req */
  const visitorHostname = (req) => servedHostname(req) ?? 'localhost';

  /** Origins of the remotes in this shell's remote map, as the visitor's browser will see them. */
  /** @param {import('node:http').IncomingMessage} req */
  function remoteOrigins(req) {
    const { remotes } = remotesDocument(visitorHostname(req), env);
    return [
      ...new Set(
        Object.values(remotes)
          .map((r) => originOf(r.manifest))
          .filter((o) => o !== undefined),
      ),
    ];
  }

  /** The Origin allowed to read this remote's files, or undefined. */
  /** @param {import('node:http').IncomingMessage} req */
  function allowedOrigin(req) {
    const origin = req.headers.origin;
    if (!origin) return undefined;
    if (siteOrigins.length > 0) return siteOrigins.includes(origin) ? origin : undefined;
    const parsed = URL.parse(origin);
    const shellPort = String(portOf('shell', env));
    if (
      parsed &&
      /^https?:$/.test(parsed.protocol) &&
      parsed.hostname === visitorHostname(req).replace(/^\[|\]$/g, '') &&
      (parsed.port || (parsed.protocol === 'https:' ? '443' : '80')) === shellPort
    ) {
      return parsed.origin;
    }
    return undefined;
  }

  /** @param {import('node:http').IncomingMessage} req @param {Record<string, string>} headers */
  function addCors(req, headers) {
    if (options.isShell) return;
    headers.Vary = headers.Vary ? `${headers.Vary}, Origin` : 'Origin';
    const origin = allowedOrigin(req);
    if (origin) headers['Access-Control-Allow-Origin'] = origin;
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }

  return { siteHosts, servedHostname, visitorHostname, remoteOrigins, addCors };
}
