import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/** The longest request target answered (longer → 414): far beyond any URL of this site. */
export const MAX_URL_LENGTH = 8 * 1024;
/** The most header bytes (names and values) answered (more → 431); Node's own default limit. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * What Node's parser reads before it gives up. Above the two limits, so an oversized URL or header block still
 * reaches the middleware and gets its exact status; beyond it, the clientError handler answers 431.
 */
const PARSER_HEADER_LIMIT = 256 * 1024;

function json(status: number, error: string, message: string) {
  return JSON.stringify({ statusCode: status, message, error });
}

/** 414 / 431 as JSON, before anything else looks at the request. */
export function oversizedRequests(req: Request, res: Response, next: NextFunction): void {
  if (req.url.length > MAX_URL_LENGTH) {
    res
      .status(414)
      .set('Connection', 'close')
      .type('json')
      .send(json(414, 'URI Too Long', `The URL is longer than ${MAX_URL_LENGTH} characters`));
    return;
  }
  let bytes = 0;
  for (const item of req.rawHeaders) bytes += item.length + 2;
  if (bytes > MAX_HEADER_BYTES) {
    res
      .status(431)
      .set('Connection', 'close')
      .type('json')
      .send(
        json(
          431,
          'Request Header Fields Too Large',
          `The request headers are larger than ${MAX_HEADER_BYTES} bytes`,
        ),
      );
    return;
  }
  next();
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Node answers a request it cannot parse by destroying the socket right after a bare status line: a client still
 * sending its (huge) headers sees a connection reset. Here the answer is a JSON status, the connection is closed
 * politely and what the client still sends is read and dropped for a moment, so the client reads the answer.
 */
export function answerUnparsableRequests(server: Server): void {
  // Read by Node for every new connection (the option of http.createServer, which Nest calls for us).
  (server as Server & { maxHeaderSize?: number }).maxHeaderSize = PARSER_HEADER_LIMIT;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket.destroyed) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_REQUEST_TIMEOUT' ? 408 : 400;
    const text = STATUS_TEXT[status] as string;
    const body = json(
      status,
      text,
      status === 431 ? 'The request headers are too large' : 'Malformed request',
    );
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    setTimeout(() => socket.destroy(), 2000).unref();
  });
}
