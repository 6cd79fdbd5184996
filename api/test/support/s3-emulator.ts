import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';

export const S3_BUCKET = 'site';
const ACCESS_KEY_ID = 'AKIAAURINKOTEST';
const SECRET = 'aurinko-test-secret';
const REGION = 'eu-central-1';

export interface S3Emulator {
  /** The environment that points the API at this bucket. */
  env: Record<string, string>;
  /** Keys in the bucket under a prefix (read straight from the emulator, not through the API). */
  keys(prefix?: string): Promise<string[]>;
  /** Raw object as stored, or undefined. */
  object(key: string): Promise<{ body: Buffer; contentType: string | null } | undefined>;
  /** While down, every connection is cut off: an unreachable bucket. */
  setDown(down: boolean): void;
  /** Requests refused for a bad signature so far. */
  refusedSignatures: number;
  stop(): Promise<void>;
}

/**
 * s3rver (an S3 emulator) behind a small front that checks every request's AWS Signature V4 with its own
 * implementation of the algorithm, because s3rver itself does not check V4 signatures. A request signed with the
 * wrong secret, a tampered header or a payload that does not match its hash is refused like S3 refuses it.
 */
export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = await mkdtemp(join(tmpdir(), 'aurinko-s3-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port: backendPort } = (await s3rver.run()) as AddressInfo;

  let down = false;
  const state = { refusedSignatures: 0 };
  const front: Server = createServer(async (req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = checkSignatureV4(req, body);
    if (problem) {
      state.refusedSignatures++;
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
      );
      return;
    }
    // Checked here; s3rver only knows its own access key, and does not check V4 signatures itself.
    const headers = {
      ...req.headers,
      authorization: req.headers.authorization?.replace(ACCESS_KEY_ID, 'S3RVER'),
    };
    const forward = request(
      { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    forward.end(body);
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  const client = new AwsClient({
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    region: REGION,
    service: 's3',
  });
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    },
    async keys(prefix = '') {
      const res = await client.fetch(
        `${endpoint}/${S3_BUCKET}?list-type=2&prefix=${encodeURIComponent(prefix)}`,
      );
      const xml = await res.text();
      if (!res.ok) throw new Error(`list failed: ${res.status} ${xml}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1] as string).sort();
    },
    async object(key) {
      const res = await client.fetch(`${endpoint}/${S3_BUCKET}/${key}`);
      if (res.status === 404) return undefined;
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
    },
    setDown(value) {
      down = value;
    },
    get refusedSignatures() {
      return state.refusedSignatures;
    },
    async stop() {
      front.closeAllConnections();
      await new Promise<void>((done) => front.close(() => done()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature V4 for S3 (header form), written from the AWS documentation. Returns a problem, or undefined. */
function checkSignatureV4(req: IncomingMessage, body: Buffer): string | undefined {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'Missing or malformed Authorization header';
  const [, accessKey, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== ACCESS_KEY_ID) return 'Unknown access key';
  if (region !== REGION) return 'Wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date as string)) return 'x-amz-date does not match the credential date';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'Payload hash mismatch';
  const names = (signedHeaders as string).split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';

  const url = new URL(req.url ?? '/', 'http://front');
  const query = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date as string), region as string), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? undefined : 'The request signature we calculated does not match';
}
