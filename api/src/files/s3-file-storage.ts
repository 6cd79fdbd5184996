import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '../config/app-config.js';
import { assertStorageKey, contentTypeOf, type FileStorage, isStorageKey } from './file-storage.js';

/** Raised when the bucket answers with an error; the message names the operation, key, status and S3 error code. */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;
/** Headers a visitor's browser may send that S3 understands the same way (caching and partial content). */
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, …) over its REST API with Signature V4 (aws4fetch
 * signs; `fetch` sends). A PUT is atomic in S3: the object appears whole or not at all, so no temporary key is needed.
 * Objects are private; the API streams them to visitors (or redirects to `publicUrl` when configured).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(readonly config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    });
  }

  private bucketUrl(): string {
    const { endpoint, bucket, forcePathStyle } = this.config;
    if (forcePathStyle) return `${endpoint}/${bucket}`;
    const url = new URL(endpoint);
    url.hostname = `${bucket}.${url.hostname}`;
    return url.origin;
  }

  /** The object's address; key segments are percent-encoded the way SigV4 expects. */
  objectUrl(key: string): string {
    const path = `${this.config.prefix}${assertStorageKey(key)}`.split('/').map(encodeURIComponent).join('/');
    return `${this.bucketUrl()}/${path}`;
  }

  private async send(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await this.client.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new StorageError(`S3 ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async failure(response: Response, what: string): Promise<StorageError> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    const message = /<Message>([^<]+)<\/Message>/.exec(body)?.[1];
    const detail = [code, message].filter(Boolean).join(': ');
    return new StorageError(
      `S3 ${what} failed with ${response.status}${detail ? ` (${detail})` : ''}`,
      response.status,
    );
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send(
      this.objectUrl(key),
      {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          // Signed, so the bucket refuses a body changed or cut short on the way.
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
          'content-type': contentTypeOf(key),
          // Names are generated per upload and never reused, so the content under a key never changes.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      },
      `PUT ${key}`,
    );
    if (!response.ok) throw await this.failure(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  /**
   * The same PUT with the body streamed from the file: hashed in one pass first (the signature covers the payload),
   * then sent with its length. Retried here rather than by aws4fetch, because a stream can be sent only once.
   */
  async putFile(key: string, path: string): Promise<void> {
    const hash = createHash('sha256');
    await pipeline(createReadStream(path), hash);
    const sha256 = hash.digest('hex');
    const { size } = await stat(path);
    const url = this.objectUrl(key);
    let last: StorageError | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      let response: Response;
      try {
        const signed = await this.client.sign(url, {
          method: 'PUT',
          body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
          headers: {
            'x-amz-content-sha256': sha256,
            'content-length': String(size),
            'content-type': contentTypeOf(key),
            'cache-control': 'public, max-age=31536000, immutable',
          },
          // Node's fetch needs `duplex` for a streamed body.
          duplex: 'half',
        });
        response = await fetch(signed, { signal: AbortSignal.timeout(TIMEOUT_MS * 4) });
      } catch (error) {
        last = new StorageError(
          `S3 PUT ${key} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      last = await this.failure(response, `PUT ${key}`);
      if (response.status < 500 && response.status !== 429) break;
    }
    throw last ?? new StorageError(`S3 PUT ${key} failed`);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send(this.objectUrl(key), { method: 'DELETE' }, `DELETE ${key}`);
    if (!response.ok && response.status !== 404) throw await this.failure(response, `DELETE ${key}`);
    await response.body?.cancel();
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send(this.objectUrl(key), { method: 'HEAD' }, `HEAD ${key}`);
    if (response.status === 404) return false;
    if (!response.ok) throw await this.failure(response, `HEAD ${key}`);
    return true;
  }

  async read(key: string): Promise<Buffer | undefined> {
    const response = await this.send(this.objectUrl(key), { method: 'GET' }, `GET ${key}`);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) throw await this.failure(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Fails with a clear message at boot when the bucket is missing, unreachable or the credentials are refused. */
  async verify(): Promise<void> {
    const what = `HEAD bucket ${this.config.bucket} at ${this.config.endpoint}`;
    const response = await this.send(`${this.bucketUrl()}/`, { method: 'HEAD' }, what);
    // A HEAD answer has no body, so say what the usual statuses mean.
    const hints: Record<number, string> = {
      301: 'the bucket is in another region (S3_REGION)',
      400: 'the request was refused (S3_REGION or S3_ENDPOINT)',
      403: 'access denied (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, or the key may not use this bucket)',
      404: 'no such bucket (S3_BUCKET)',
    };
    if (!response.ok) {
      throw new StorageError(
        `S3 ${what} failed with ${response.status}: ${hints[response.status] ?? 'unexpected answer'}`,
        response.status,
      );
    }
  }

  /** ListObjectsV2 over the configured prefix, page by page. */
  async list(): Promise<Array<{ key: string; modifiedAt: number }>> {
    const found: Array<{ key: string; modifiedAt: number }> = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: this.config.prefix });
      if (token) query.set('continuation-token', token);
      const response = await this.send(`${this.bucketUrl()}/?${query}`, { method: 'GET' }, 'LIST');
      if (!response.ok) throw await this.failure(response, 'LIST');
      const xml = await response.text();
      for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]+)<\/Key>/.exec(body ?? '')?.[1];
        const modified = /<LastModified>([^<]+)<\/LastModified>/.exec(body ?? '')?.[1];
        if (key?.startsWith(this.config.prefix)) {
          found.push({
            key: key.slice(this.config.prefix.length),
            modifiedAt: Date.parse(modified ?? '') || 0,
          });
        }
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1]
        : undefined;
    } while (token);
    return found.filter((file) => isStorageKey(file.key));
  }

  /** A PUT to S3 is atomic: an interrupted upload leaves nothing behind. */
  async removeLeftovers(): Promise<number> {
    return 0;
  }

  async isUp(): Promise<boolean> {
    return this.verify().then(
      () => true,
      () => false,
    );
  }

  /** GET or HEAD an object for a visitor, passing their conditional and range headers through. */
  async fetchForVisitor(
    key: string,
    method: 'GET' | 'HEAD',
    visitorHeaders: Record<string, string | string[] | undefined>,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = visitorHeaders[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return this.send(this.objectUrl(key), { method, headers }, `${method} ${key}`);
  }
}
