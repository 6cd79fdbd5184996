import { Readable } from 'node:stream';
import type { Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import type { ContactMessageView } from './contact.service.js';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such a cell is prefixed with a
 * single quote, which spreadsheets show as text and hide. A mobile number `+91 …` reads `'+91 …` in a text editor.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const COLUMNS: ReadonlyArray<{ key: keyof ContactMessageView; header: string }> = [
  { key: 'receivedAt', header: 'Received' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'E-mail' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'division', header: 'Division' },
  { key: 'message', header: 'Message' },
  { key: 'read', header: 'Read' },
  { key: 'handled', header: 'Handled' },
  { key: 'handledAt', header: 'Handled at' },
];

/** The export's csv-stringify options (also the reference its test compares the batched output with). */
export const CSV_OPTIONS: Options = {
  bom: true,
  header: true,
  record_delimiter: 'windows',
  columns: COLUMNS.map(({ key, header }) => ({ key, header })),
  cast: {
    string: neutraliseCell,
    boolean: (value) => (value ? 'yes' : 'no'),
  },
};

/** Rows made into CSV text at a time: ~14 KB of text, well under V8's large-object size. */
const PIECE_ROWS = 100;

/**
 * The inbox as CSV (RFC 4180 by csv-stringify: quoting, CRLF rows), UTF-8 with a byte-order mark so spreadsheets
 * read Arabic, Korean and Cyrillic text as UTF-8, and every text cell neutralised against formula injection.
 * Streamed: rows are written as the batches arrive (ContactService.batches), whatever the size of the inbox. Each
 * batch is made into CSV text (pieces of PIECE_ROWS rows) and emptied before any of it is written, so its rows are
 * garbage before the first wait for the response: held across those waits they outlived two young-generation
 * collections and filled the old space with garbage (issue 37: 100,000 messages exported six times raised the API's
 * RSS from 193 to 441 MB on SQLite).
 */
export function contactCsv(batches: AsyncIterable<ContactMessageView[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      for await (const batch of batches) {
        const pieces: string[] = [];
        for (let i = 0; i < batch.length; i += PIECE_ROWS) {
          pieces.push(
            stringify(batch.slice(i, i + PIECE_ROWS), { ...CSV_OPTIONS, header: first, bom: first }),
          );
          first = false;
        }
        batch.length = 0;
        for (let piece = pieces.shift(); piece !== undefined; piece = pieces.shift()) yield piece;
      }
      // An empty inbox: the byte-order mark and the header row.
      if (first) yield stringify([], CSV_OPTIONS);
    })(),
    { objectMode: false },
  );
}

/** `contact-messages-2026-11-28.csv` (the UTC date of the export). */
export const contactCsvName = (at = new Date()) => `contact-messages-${at.toISOString().slice(0, 10)}.csv`;
