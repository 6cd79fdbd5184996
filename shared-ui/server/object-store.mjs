// @ts-check
/**
 * A minimal S3-compatible object store client for the front ends' servers (releases in a bucket, release-store.mjs):
 * GET (conditional), HEAD, PUT, DELETE and ListObjectsV2, signed with AWS Signature V4 by node:crypto — the servers'
 * image ships no node_modules, so no SDK and no aws4fetch. Path-style addressing (`<endpoint>/<bucket>/<key>`) when
 * S3_ENDPOINT is set (MinIO, s3rver, R2 …; S3_FORCE_PATH_STYLE=false for virtual hosts), else AWS's regional host.
 *
 * Environment (the same names as the API's upload storage): S3_ENDPOINT, S3_REGION (default us-east-1),
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_SESSION_TOKEN (optional).
 */
import { createHash, createHmac } from 'node:crypto';

/** @param {string | Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
/** @param {string | Buffer} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
/** @param {string} text */
const rfc3986 = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `s3://bucket/some/prefix` → { bucket, prefix: 'some/prefix/' }, or undefined for anything else.
 * @param {string} location
 */
export function parseS3Location(location) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(location);
  if (!match) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: /** @type {string} */ (match[1]), prefix: prefix ? `${prefix}/` : '' };
}

/**
 * @typedef {object} ObjectStore
 * @property {(key: string, options?: { etag?: string }) => Promise<{ status: 200, body: Buffer, etag: string } | { status: 304 | 404 }>} get
 * @property {(key: string) => Promise<boolean>} exists
 * @property {(key: string, body: Buffer | string, contentType?: string) => Promise<void>} put
 * @property {(key: string) => Promise<void>} remove
 * @property {(prefix: string) => Promise<string[]>} list keys under a prefix, sorted
 */

/**
 * @param {string} bucket @param {NodeJS.ProcessEnv} [env]
 * @param {{ timeoutMs?: number }} [options]
 * @returns {ObjectStore}
 */
export function createObjectStore(bucket, env = process.env, options = {}) {
  const region = env.S3_REGION || 'us-east-1';
  const accessKey = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (!accessKey || !secret) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required for a release store in a bucket');
  }
  const endpoint = new URL(env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`);
  const pathStyle = env.S3_ENDPOINT ? !['false', '0', 'no'].includes(String(env.S3_FORCE_PATH_STYLE)) : false;
  const base = pathStyle
    ? { origin: endpoint.origin, path: `/${bucket}` }
    : { origin: `${endpoint.protocol}//${bucket}.${endpoint.host}`, path: '' };
  const timeoutMs = options.timeoutMs ?? 10_000;

  /**
   * @param {string} method @param {string} key @param {{ query?: Record<string, string>, body?: Buffer,
   *   headers?: Record<string, string> }} [request]
   */
  async function send(method, key, request = {}) {
    const pathname = `${base.path}/${key.split('/').map(rfc3986).join('/')}`.replace(/\/$/, '') || '/';
    const query = Object.entries(request.query ?? {})
      .map(([k, v]) => [rfc3986(k), rfc3986(v)])
      .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const url = new URL(`${base.origin}${pathname}${query ? `?${query}` : ''}`);
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const date = amzDate.slice(0, 8);
    const payloadHash = sha256(request.body ?? '');
    /** @type {Record<string, string>} */
    const signed = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(env.S3_SESSION_TOKEN ? { 'x-amz-security-token': env.S3_SESSION_TOKEN } : {}),
    };
    const names = Object.keys(signed).sort();
    const canonical = [
      method,
      pathname,
      query,
      names.map((name) => `${name}:${signed[name]}\n`).join(''),
      names.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = signed;
    return fetch(url, {
      method,
      headers: {
        ...sent,
        ...request.headers,
        authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
      },
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** @param {Response} res @param {string} what @returns {Promise<never>} */
  async function fail(res, what) {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new Error(`bucket ${bucket}: ${what} answered ${res.status}${code ? ` (${code})` : ''}`);
  }

  return {
    async get(key, { etag } = {}) {
      const res = await send('GET', key, { headers: etag ? { 'if-none-match': etag } : {} });
      if (res.status === 304 || res.status === 404) {
        await res.body?.cancel();
        return { status: res.status };
      }
      if (!res.ok) return fail(res, `GET ${key}`);
      return { status: 200, body: Buffer.from(await res.arrayBuffer()), etag: res.headers.get('etag') ?? '' };
    },
    async exists(key) {
      const res = await send('HEAD', key);
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) return fail(res, `HEAD ${key}`);
      return true;
    },
    async put(key, body, contentType = 'application/octet-stream') {
      const data = typeof body === 'string' ? Buffer.from(body) : body;
      const res = await send('PUT', key, { body: data, headers: { 'content-type': contentType } });
      if (!res.ok) return fail(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    async remove(key) {
      // S3 asks clients to retry a 500/503; so do S3-compatible stores (s3rver answers 500 when two deletes in one
      // folder race on removing it).
      for (let attempt = 1; ; attempt++) {
        const res = await send('DELETE', key);
        if (res.ok || res.status === 404) {
          await res.body?.cancel();
          return;
        }
        if (res.status < 500 || attempt === 3) return fail(res, `DELETE ${key}`);
        await res.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    },
    async list(prefix) {
      /** @type {string[]} */
      const keys = [];
      let token = '';
      for (;;) {
        const res = await send('GET', '', {
          query: { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) },
        });
        if (!res.ok) return fail(res, `LIST ${prefix}`);
        const xml = await res.text();
        for (const match of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(unescapeXml(match[1] ?? ''));
        token = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '';
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || !token) break;
        token = unescapeXml(token);
      }
      return keys.sort();
    },
  };
}

/** @param {string} text */
function unescapeXml(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
