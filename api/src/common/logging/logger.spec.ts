import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLine } from './logger.js';

describe('the request line', () => {
  const record = {
    method: 'GET',
    route: '/api/odd"route\\with\u2028breaks',
    status: 200,
    durationMs: 1.25,
    requestId: 'shell-req-1',
    traceId: '0af7651916cd43dd8448eb211c80319c',
  };

  it('is the line pino writes for the same record, field for field and in the same order', () => {
    let written = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const logger = pino(
      {
        base: { service: 'api' },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      sink,
    );
    logger.info(record, 'request');
    const ours = JSON.parse(requestLine('"api"', record)) as Record<string, unknown>;
    const theirs = JSON.parse(written) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect({ ...ours, time: 't' }).toEqual({ ...theirs, time: 't' });
    expect(Number.isNaN(Date.parse(String(ours.time)))).toBe(false);
  });

  it('is one line, and leaves the trace id out when there is none', () => {
    const line = requestLine('"api"', { ...record, traceId: undefined });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).not.toHaveProperty('traceId');
  });
});
