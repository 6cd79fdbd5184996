import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { bufferedStdout, flushLogs, requestLine } from './logger.js';

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

describe('the production log stream', () => {
  it('delivers every line whole, written many at a time', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurinko-log-'));
    try {
      const file = path.join(dir, 'out.log');
      const fd = openSync(file, 'w');
      const stream = bufferedStdout(fd);
      const record = {
        method: 'GET',
        route: '/api/products',
        status: 200,
        durationMs: 2,
        requestId: 'r',
        traceId: undefined,
      };
      for (let i = 0; i < 1000; i++) stream.write(requestLine('"api"', { ...record, requestId: `r${i}` }));
      stream.flushSync();
      closeSync(fd);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(1000);
      expect(lines.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual(
        Array.from({ length: 1000 }, (_, i) => `r${i}`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps lines in any script whole and in order, a line longer than a whole chunk included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurinko-log-'));
    try {
      const file = path.join(dir, 'out.log');
      const fd = openSync(file, 'w');
      const stream = bufferedStdout(fd);
      // Two-, three- and four-byte UTF-8 (Arabic, Korean, an emoji's surrogate pair) filling chunks to their edges.
      const texts = Array.from({ length: 400 }, (_, i) => `${i} ${'سلام 안녕 🙂 '.repeat(1 + (i % 37))}`);
      texts.splice(200, 0, `long ${'é'.repeat(40_000)}`);
      for (const text of texts) stream.write(`${JSON.stringify({ msg: text })}\n`);
      stream.flushSync();
      closeSync(fd);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(texts);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every line written once flushLogs settles, the lines still gathered included (the stop waits for it)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurinko-log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const stream = bufferedStdout(fd);
      const line = (i: number) =>
        requestLine('"api"', {
          method: 'POST',
          route: '/api/contact',
          status: 201,
          durationMs: 3,
          requestId: `s${i}`,
          traceId: undefined,
        });
      // Past one chunk (written), then a few lines still gathered in memory.
      for (let i = 0; i < 100; i++) stream.write(line(i));
      await flushLogs();
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines.map((text) => (JSON.parse(text) as { requestId: string }).requestId)).toEqual(
        Array.from({ length: 100 }, (_, i) => `s${i}`),
      );
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
