import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig, LogLevel } from '../../config/app-config.js';

/**
 * The API's log: pino, one JSON object a line in production (`LOG_FORMAT=json`, the default outside development),
 * pino-pretty for `pnpm dev`. The same shape as the front ends' servers (shared-ui/server/observability.mjs):
 * `{level, time, service, msg, …}`; one `request` line per request with method, route template, status, duration,
 * request id and trace id. Nothing from bodies, cookies or credentials is ever put in a line, and the paths below
 * are redacted should a future line carry them.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'newPassword',
  'currentPassword',
  'otp',
  'code',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.otp',
  '*.code',
];

const PINO_LEVELS: Record<LogLevel, pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** What every line has: level name, ISO time, `service`. */
function lineOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { service: 'api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** sonic-boom in its `buffer` content mode (its type declarations know only text). */
interface ByteDestination {
  write(bytes: Buffer): boolean;
  flush(done?: (error?: Error) => void): void;
  flushSync(): void;
}

/** What the log's lines are gathered into before one write (bytes). */
const CHUNK = 16 * 1024;

/**
 * Log lines encoded straight into a byte chunk and handed to sonic-boom (pino's own file writer, in its `buffer`
 * content mode) a chunk at a time: one write for ~60 request lines. Each line is encoded once, where it is appended.
 * Handing sonic-boom text instead cost a busy API ~5 % of its CPU (measured side by side, bench:observability):
 * sonic-boom measures the text (`Buffer.byteLength`, which flattens the concatenation), `fs.write` encodes it, and
 * after the write it encodes the whole chunk once more (`Buffer.from`) to see what is left. Same order as written;
 * nothing is dropped.
 */
export class BufferedLines implements DestinationStream {
  private chunk = Buffer.allocUnsafe(CHUNK);
  private size = 0;

  constructor(private readonly out: ByteDestination) {}

  write(line: string): void {
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair, two units, is 4): room for the worst case.
    if (this.size + line.length * 3 > CHUNK) {
      this.handOver();
      if (line.length * 3 > CHUNK) {
        this.out.write(Buffer.from(line));
        return;
      }
    }
    this.size += this.chunk.write(line, this.size);
  }

  private handOver(): void {
    if (!this.size) return;
    // sonic-boom keeps the bytes until they are written: a new chunk for the next lines, never the one handed over.
    const full = this.chunk.subarray(0, this.size);
    this.chunk = Buffer.allocUnsafe(CHUNK);
    this.size = 0;
    this.out.write(full);
  }

  /** Writes out what is gathered; `done` once it is written (an asynchronous destination's write waited for). */
  flush(done?: () => void): void {
    this.handOver();
    try {
      this.out.flush(done ? () => done() : undefined);
    } catch {
      // sonic-boom not open yet or already closed: nothing of ours is waiting
      done?.();
    }
  }

  /** Writes out what is gathered, synchronously (the process is ending). */
  flushSync(): void {
    this.handOver();
    try {
      this.out.flushSync();
    } catch {
      // not open or already closed
    }
  }
}

const buffered = new Set<BufferedLines>();

/**
 * Writes out every buffered log line, waiting for a write in flight. A signal's stop needs it: Nest's shutdown hooks
 * end by sending the process its signal again, which kills it without the 'exit' event, so the last second's lines
 * (the drain's own included) were lost (health/stop-telemetry.ts calls it last).
 */
export function flushLogs(): Promise<void> {
  return Promise.all(
    [...buffered].map((stream) => new Promise<void>((resolve) => stream.flush(resolve))),
  ).then(() => undefined);
}

/**
 * Standard output, buffered: lines are written 16 KB at a time (one write for ~60 request lines instead of one each —
 * the write per line was most of the request log's cost) and at the latest every second. Each chunk is written
 * synchronously (sonic-boom's `sync`): no write is ever in flight, so a chunk handed over is with the log collector
 * before the next request is read, the exit's last write (an uncaught error included)
 * follows every earlier one, and a SIGTERM/SIGINT stop flushes what is gathered after draining (flushLogs); only a
 * SIGKILL can lose what the last second gathered. A write waits only when the reader (the container runtime) is a
 * whole pipe behind (64 KB on Linux). Measured side by side on a 2-core VM (bench:observability): the request log
 * cost 11.8 % more CPU per request written as text asynchronously, 9.3 % as bytes asynchronously, 8.7 % as bytes
 * synchronously. An asynchronous write's worker-pool round trip also left the last chunk unwritten when a test closed
 * the file right after flushSync.
 */
export function bufferedStdout(fd = 1): BufferedLines {
  // minLength 1, not 0: each chunk is written at once either way, but with 0 sonic-boom's flush(cb) calls back at
  // once instead of after its write, and a stop would end the process before its last lines are out.
  const bytes = pino.destination({ dest: fd, sync: true, minLength: 1, contentMode: 'buffer' });
  const stream = new BufferedLines(bytes as unknown as ByteDestination);
  buffered.add(stream);
  process.once('exit', () => stream.flushSync());
  setInterval(() => stream.flush(), 1000).unref();
  return stream;
}

/** The process's logger; `destination` captures it (tests). */
export function createAppLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    ...lineOptions(PINO_LEVELS[config.logLevel]),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  // pino-pretty is a development dependency: absent from the production image, which logs JSON whatever is set.
  if (config.ops.logFormat === 'pretty' && prettyAvailable()) {
    return pino(
      options,
      pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } }),
    );
  }
  return pino(options, bufferedStdout());
}

/** Nest's Logger (every `new Logger('Context')` in the API) writing through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: pino.Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const text = message instanceof Error ? message.message : String(message);
    if (level === 'error' && params.length > 1 && typeof params[0] === 'string') {
      this.logger.error({ context, stack: params[0] }, text);
      return;
    }
    this.logger[level]({ context }, text);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}

const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** A request id from the caller (the front ends' servers pass theirs on) when it looks like one, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The trace id of a W3C `traceparent` header (version 00), or undefined. */
export function traceIdOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(value ?? '');
  return match && match[1] !== '0'.repeat(32) ? match[1] : undefined;
}

/** Route templates learnt from routed requests, so answers given before routing (public cache hits) name theirs. */
const routeOfPath = new Map<string, string>();

/** The route template a request matched (`/api/products/:id`), or a fixed name for answers outside the router. */
export function routeOf(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') {
    const template = `${req.baseUrl}${route}`;
    if (!routeOfPath.has(path)) {
      if (routeOfPath.size >= 5000) routeOfPath.delete(routeOfPath.keys().next().value ?? '');
      routeOfPath.set(path, template);
    }
    return template;
  }
  if (path.startsWith('/api/uploads/')) return '/api/uploads/*';
  return routeOfPath.get(path) ?? 'unmatched';
}

export interface RequestRecord {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  traceId: string | undefined;
}

declare global {
  namespace Express {
    interface Request {
      /** This request's id (X-Request-Id: the caller's if sane, else generated; answered in the same header). */
      requestId?: string;
    }
  }
}

/**
 * First middleware: the request id (answered as X-Request-Id), and one `request` line when the answer is sent.
 * `onRecord` gets the same record (metrics).
 */
export function requestLogMiddleware(
  logger: Logger,
  onRecord?: (record: RequestRecord, req: Request, res: Response) => void,
) {
  // The request line's fields are fixed above (no header, body or cookie in them), so it is written as text straight
  // to the logger's stream — the same JSON shape pino writes (`{level, time, service, …, msg}`), without its
  // serialiser and redaction pass (most of the line's cost). Same stream: lines stay whole and in order.
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const service = JSON.stringify(String((logger.bindings() as { service?: unknown }).service ?? 'api'));
  const enabled = logger.isLevelEnabled('info');
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers['x-request-id']);
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const done = () => {
      const record: RequestRecord = {
        method: req.method,
        route: routeOf(req),
        // 499 (nginx's name for it): the connection closed before the whole answer was written — a client that gave
        // up, even when an error answer was begun for it (body-parser's "request aborted" 400 goes nowhere).
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        requestId,
        traceId: currentTraceId(req),
      };
      if (enabled && stream) stream.write(requestLine(service, record));
      onRecord?.(record, req, res);
    };
    // 'close' alone: Node emits it after 'finish' (on the next tick) and when the client goes away before the answer;
    // one plain listener instead of two `once` wrappers a request.
    res.on('close', done);
    next();
  };
}

const json = JSON.stringify;

/** The current time as ISO text, formatted once per millisecond (a busy API answers many requests in one). */
let isoMillis = 0;
let isoText = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMillis) {
    isoMillis = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/** One request line, as pino would write it (`time` ISO, `traceId` left out when there is none). */
export function requestLine(service: string, record: RequestRecord): string {
  const trace = record.traceId ? `,"traceId":${json(record.traceId)}` : '';
  return `{"level":"info","time":"${isoNow()}","service":${service},"method":${json(record.method)},"route":${json(record.route)},"status":${record.status},"durationMs":${record.durationMs},"requestId":${json(record.requestId)}${trace},"msg":"request"}\n`;
}

/** Where the trace id comes from: the active span when tracing is on (tracing.ts), else the caller's traceparent. */
let traceIdSource: ((req: Request) => string | undefined) | undefined;
export function setTraceIdSource(source: (req: Request) => string | undefined): void {
  traceIdSource = source;
}
function currentTraceId(req: Request): string | undefined {
  return traceIdSource?.(req) ?? traceIdOf(req.headers.traceparent);
}
