import { stringify } from 'csv-stringify';
import { describe, expect, it } from 'vitest';
import type { ContactMessageView } from './contact.service.js';
import { CSV_OPTIONS, contactCsv } from './contact-csv.js';

const message = (i: number): ContactMessageView =>
  ({
    id: i,
    receivedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    name: i % 7 === 0 ? `=HYPERLINK("x")\n${i}` : `Visitor ${i}`,
    email: `visitor${i}@example.org`,
    mobile: i % 3 === 0 ? '+82 10 1234 5678' : null,
    division: 'human',
    message: `Line one\r\nLine "two", 문의 ${i}, سؤال`,
    read: i % 2 === 0,
    handled: i % 5 === 0,
    handledAt: null,
  }) as unknown as ContactMessageView;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

describe('the inbox as CSV', () => {
  it.each([0, 1, 100, 2345])(
    'is, for %i messages in batches, the same bytes csv-stringify writes for them in one go',
    async (count) => {
      const all = Array.from({ length: count }, (_, i) => message(i));
      const seen: ContactMessageView[][] = [];
      async function* batches() {
        for (let i = 0; i < all.length; i += 1000) {
          const batch = all.slice(i, i + 1000);
          seen.push(batch);
          yield batch;
        }
      }
      const ours = await text(contactCsv(batches()));
      // The reference: the library's own stream over every message at once, with the export's options.
      const reference = await text(stringify(all, CSV_OPTIONS));
      expect(ours).toBe(reference);
      expect(ours.startsWith('\uFEFFReceived,Name,E-mail')).toBe(true);
      // Each batch was emptied once written out (its rows let go of before the export waits for the response).
      expect(seen.every((batch) => batch.length === 0)).toBe(true);
    },
  );
});
