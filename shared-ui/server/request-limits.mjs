// @ts-check
/**
 * Requests a front end's server refuses before any work: too long a URL (414), too large headers (431), anything
 * Node's parser cannot read (400), a host name it does not serve (421) — answered as JSON, then the connection closes.
 */

/** The largest request line + headers a front end's server reads (Node's default, said here): 431 past it. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The longest URL it takes: 414 past it. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * A request Node's parser refused. Past MAX_HEADER_BYTES, 414 when the request line alone is too long, else 431 —
 * written before the connection is closed, and the rest of what the client sends read and dropped for a moment, so
 * the client reads the answer instead of a connection reset (closing a socket with unread data resets it). Anything
 * else malformed: 400.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  let status = 400;
  let reason = 'Bad Request';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const raw = error.rawPacket?.subarray(0, MAX_URL_LENGTH + 32).toString('latin1') ?? '';
    const requestLine = /^[A-Z]+ /.test(raw) ? raw.split('\r\n')[0] : undefined;
    const urlTooLong = requestLine !== undefined && !/ HTTP\/\d\.\d$/.test(requestLine);
    [status, reason] = urlTooLong ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large'];
  }
  const body = JSON.stringify({ statusCode: status, message: reason, error: reason });
  // Nothing more of this connection goes to the parser; what still arrives is drained until the client closes.
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 2000).unref();
}

/**
 * A request refused before any work, as JSON; the connection closes (its body, if any, is not read).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} baseHeaders @param {number} status @param {string} error @param {string} message
 */
export function refuseRequest(req, res, baseHeaders, status, error, message) {
  const body = JSON.stringify({ statusCode: status, message, error });
  res.writeHead(status, {
    ...baseHeaders,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
