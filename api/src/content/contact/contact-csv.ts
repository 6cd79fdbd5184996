import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';
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

const CSV_OPTIONS: Options = {
  bom: true,
  header: true,
  record_delimiter: 'windows',
  columns: COLUMNS.map(({ key, header }) => ({ key, header })),
  cast: {
    string: neutraliseCell,
    boolean: (value) => (value ? 'yes' : 'no'),
  },
};

/**
 * The inbox as CSV (RFC 4180 by csv-stringify: quoting, CRLF rows), UTF-8 with a byte-order mark so spreadsheets
 * read Arabic, Korean and Cyrillic text as UTF-8, and every text cell neutralised against formula injection.
 * Streamed: rows are written as the batches arrive (ContactService.batches), whatever the size of the inbox.
 */
export function contactCsv(batches: AsyncIterable<readonly ContactMessageView[]>): Readable {
  const csv = stringify(CSV_OPTIONS);
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) yield* batch;
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** `contact-messages-2026-11-28.csv` (the UTC date of the export). */
export const contactCsvName = (at = new Date()) => `contact-messages-${at.toISOString().slice(0, 10)}.csv`;
