#!/usr/bin/env node
// @ts-check
/**
 * The first-view fonts (issue 36): small subsets of the site's fonts, cut to the characters the site's own texts use,
 * so an Arabic, Korean or Russian first view costs about what an English one does (≤ 1.5× its font bytes).
 * ARCHITECTURE.md, "Typography per script", says how fonts.css and tokens.css use them.
 *
 * - Latin (for the Latin text of Arabic, Korean and Russian pages: brand names, digits, punctuation): printable
 *   ASCII and the Latin-1 letters, punctuation and arrows the texts and the components use, from Noto Sans Variable,
 *   weights 400–800 only (the site's range; the 100 master is a third of the file).
 * - Cyrillic: the Russian alphabet and every Cyrillic letter the texts use, same font and weights.
 * - Arabic: the Arabic letters, marks, digits and punctuation the texts use and the whole basic alphabet, from
 *   Noto Sans Arabic Variable, weights 400–800, shaping tables kept for those characters.
 * - Korean, by frequency: the Hangul syllables of the site's chrome (menus, footer, home page) first, then every other
 *   public text's by how often they occur, cut where the two static instances (400 and 700, Noto Sans KR from
 *   @expo-google-fonts: fontsource ships the variable font only in slices) reach KOREAN_BUDGET. The remaining
 *   syllables come from fontsource's slices, declared by fonts-ko.css once the page has loaded.
 *
 * Texts read: every public locale file (shell, the core, the division pages, the remotes; not the dashboard's) and
 * the API's seeds.
 * Output: shared-ui/src/styles/first/: the .woff2 files and their @font-face rules (first-faces.css, imported by
 * fonts.css; ko-first-faces.css, by fonts-ko.css). Committed;
 * first-fonts.test.ts fails while they differ from what this script makes.
 * Usage: node shared-ui/build/first-fonts.mjs [--check]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@aurinko/contract/languages';
import { APPS } from '@aurinko/contract/topology';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

const _here = path.dirname(fileURLToPath(import.meta.url));
const sharedUi = path.dirname(createRequire(import.meta.url).resolve('@aurinko/shared-ui/package.json'));
const repo = path.resolve(sharedUi, '..');
const out = path.join(sharedUi, 'src/styles/first');
const require = createRequire(path.join(sharedUi, 'package.json'));

/** Korean's two files together at most this many bytes: with the Latin subset, a Korean first view ≤ 1.5× English. */
export const KOREAN_BUDGET = 32 * 1024;
const WEIGHTS = { wght: { min: 400, max: 800 } };

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return [full];
  });
}

/** The public front ends' sources (the shell, the core, the division pages, every public remote), chrome first. */
const PUBLIC_ROOTS = [
  'shell/src',
  'shared-ui/src',
  'shared-ui/division',
  ...Object.values(APPS)
    .filter((info) => info.remote && !info.private)
    .map((info) => `${info.app}/src`),
];

/** The public locale files of one language, chrome first. @param {string} lng */
function localeFiles(lng) {
  return PUBLIC_ROOTS.flatMap((root) => walk(path.join(repo, root)))
    .filter(
      (file) => file.endsWith('.json') && file.includes(`${path.sep}locales${path.sep}${lng}${path.sep}`),
    )
    .sort();
}

/** The chrome, in the order its syllables go first: what the top of every page and the home page show, then the rest. */
const CHROME = [/\/(?:navbar|common|home)\.json$/, /\/(?:footer|shell)\.json$/];
const seeds = walk(path.join(repo, 'api/src/database/seeds'))
  .filter((file) => file.endsWith('.ts'))
  .sort();

/** Characters of `files` matching `pattern`, with how often each occurs. @param {string[]} files @param {RegExp} pattern */
function countChars(files, pattern) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const file of files) {
    for (const ch of readFileSync(file, 'utf8'))
      if (pattern.test(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return counts;
}

/** @param {number} from @param {number} to */
const span = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** A unicode-range for a set of characters, consecutive code points merged. @param {Iterable<string>} chars */
export function unicodeRange(chars) {
  const points = [...new Set([...chars].map((ch) => /** @type {number} */ (ch.codePointAt(0))))].sort(
    (a, b) => a - b,
  );
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
  /** @type {Array<[number, number]>} */
  const runs = [];
  for (const point of points) {
    const last = runs[runs.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const parts = runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`));
  return parts.join(', ');
}

const fontsource = (/** @type {string} */ file) =>
  readFileSync(require.resolve(`@fontsource-variable/${file}`));
const allLocales = LANGUAGES.flatMap(localeFiles);

// The front ends' own sources too: a symbol written in a component (©, ×, →) is on every page that shows it.
const sources = PUBLIC_ROOTS.flatMap((root) => walk(path.join(repo, root)))
  .filter((file) => /\.(tsx?|css)$/.test(file) && !file.includes(`${path.sep}first${path.sep}`))
  .sort();
const LATIN_EXTRA = /[\u00a0-\u00ff\u2010-\u2027\u2030-\u203a\u20ac\u2122\u2190-\u2193]/u;
// No-break spaces: the number and date formats of French and Russian (Intl) put them between groups.
const latin = new Set([
  ...span(0x20, 0x7e),
  '\u00a0',
  '\u202f',
  ...countChars([...allLocales, ...seeds, ...sources], LATIN_EXTRA).keys(),
]);
const cyrillic = new Set([
  ...span(0x410, 0x44f),
  'Ё',
  'ё',
  ...countChars([...localeFiles('ru'), ...seeds], /[\u0400-\u04ff]/u).keys(),
]);
// Letters U+0621–064A, harakat U+064B–0652, the Arabic-Indic digits and separators; ZWNJ/ZWJ for joining control.
const arabic = new Set([
  ...span(0x621, 0x652),
  ...span(0x660, 0x66c),
  '،',
  '؛',
  '؟',
  'ـ',
  '\u200c',
  '\u200d',
  // The marks Intl puts into Arabic dates and numbers (ALM, LRM, RLM).
  '\u061c',
  '\u200e',
  '\u200f',
  ...countChars([...localeFiles('ar'), ...seeds], /[\u0600-\u06ff\u0750-\u077f]/u).keys(),
]);

/** Korean syllables in order: the chrome's by frequency (tier by tier), then the rest of the public texts'. */
function koreanByFrequency() {
  const files = localeFiles('ko');
  const hangul = /[\uac00-\ud7a3\u3131-\u318e]/u;
  const byCount = (/** @type {Map<string, number>} */ counts) =>
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([ch]) => ch);
  /** @type {string[]} */
  const order = [];
  for (const tier of CHROME) {
    const tierFiles = files.filter((file) => tier.test(file.split(path.sep).join('/')));
    for (const ch of byCount(countChars(tierFiles, hangul))) if (!order.includes(ch)) order.push(ch);
  }
  for (const ch of byCount(countChars([...files, ...seeds], hangul))) if (!order.includes(ch)) order.push(ch);
  return order;
}

/** @param {Buffer} font @param {Iterable<string>} chars @param {object} [options] */
const subset = (font, chars, options = {}) =>
  subsetFont(font, [...chars].join(''), { targetFormat: 'woff2', ...options });

async function korean() {
  const order = koreanByFrequency();
  const regular = readFileSync(
    require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  );
  const bold = readFileSync(
    require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  );
  // The largest prefix of the frequency order whose two files fit the budget (binary search on the count).
  let low = 0;
  let high = order.length;
  /** @type {{ chars: string[], regular: Buffer, bold: Buffer } | null} */
  let best = null;
  while (low <= high) {
    const count = Math.floor((low + high) / 2);
    const chars = order.slice(0, count);
    const files = { chars, regular: await subset(regular, chars), bold: await subset(bold, chars) };
    if (files.regular.length + files.bold.length <= KOREAN_BUDGET) {
      best = files;
      low = count + 1;
    } else high = count - 1;
  }
  if (!best) throw new Error('no Korean subset fits the budget');
  return { ...best, total: order.length };
}

/** The sum of a table's big-endian 32-bit words (OpenType's table checksum). @param {Buffer} data */
function checksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A TrueType font's tables by tag. @param {Buffer} font */
function readTables(font) {
  /** @type {Map<string, Buffer>} */
  const tables = new Map();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    tables.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

/** A TrueType font from its tables (sorted, padded, checksummed, head's adjustment set). @param {Map<string, Buffer>} tables */
function writeTables(tables) {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const head = Buffer.from(/** @type {Buffer} */ (tables.get('head')));
  head.writeUInt32BE(0, 8);
  tables.set('head', head);
  /** @type {Buffer[]} */
  const bodies = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = /** @type {Buffer} */ (tables.get(tag));
    const record = 12 + 16 * i;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headOffset = header.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/**
 * Korean's placeholder: where a device has no Hangul font at all, a syllable outside the first-view faces would be
 * drawn as a box of another width until the full family arrives, and the line would move then. This face draws
 * every Hangul syllable and jamo as nothing, at Noto Sans KR's one Hangul advance and with its line metrics, so
 * the text keeps its final layout, blank, until then (about 1 KB; a device with a Hangul font never fetches it).
 * Made from Noto Sans KR cut to one syllable: its outline emptied, a cmap of format 13 (many characters, one glyph).
 * @param {Buffer} regular Noto Sans KR 400, TrueType
 */
async function koreanPlaceholder(regular) {
  const tables = readTables(await subsetFont(regular, '가', { targetFormat: 'sfnt' }));
  for (const tag of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'vhea', 'vmtx', 'VORG', 'DSIG']) tables.delete(tag);
  const head = /** @type {Buffer} */ (tables.get('head'));
  const longLoca = head.readInt16BE(50) === 1;
  const loca = /** @type {Buffer} */ (tables.get('loca'));
  const glyphs = /** @type {Buffer} */ (tables.get('maxp')).readUInt16BE(4);
  const at = (/** @type {number} */ i) =>
    longLoca ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2;
  // Keep .notdef's outline; every other glyph empty.
  const notdef = /** @type {Buffer} */ (tables.get('glyf')).subarray(at(0), at(1));
  const newLoca = Buffer.alloc((glyphs + 1) * (longLoca ? 4 : 2));
  for (let i = 1; i <= glyphs; i++) {
    if (longLoca) newLoca.writeUInt32BE(notdef.length, i * 4);
    else newLoca.writeUInt16BE(notdef.length / 2, i * 2);
  }
  tables.set('glyf', Buffer.from(notdef));
  tables.set('loca', newLoca);
  // The glyph of 가 (the only one besides .notdef) for every syllable and jamo.
  const groups = [
    [0x1100, 0x11ff],
    [0x3131, 0x318e],
    [0xac00, 0xd7a3],
  ];
  const sub = Buffer.alloc(16 + 12 * groups.length);
  sub.writeUInt16BE(13, 0);
  sub.writeUInt32BE(sub.length, 4);
  sub.writeUInt32BE(groups.length, 12);
  groups.forEach(([from = 0, to = 0], i) => {
    sub.writeUInt32BE(from, 16 + 12 * i);
    sub.writeUInt32BE(to, 20 + 12 * i);
    sub.writeUInt32BE(glyphs - 1, 24 + 12 * i);
  });
  const cmap = Buffer.alloc(12);
  cmap.writeUInt16BE(1, 2);
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(10, 6);
  cmap.writeUInt32BE(12, 8);
  tables.set('cmap', Buffer.concat([cmap, sub]));
  return Buffer.from(await fontverter.convert(writeTables(tables), 'woff2'));
}

export async function makeFirstFonts() {
  const ko = await korean();
  /** @type {Record<string, Buffer>} */
  const files = {
    'noto-sans-latin-first.woff2': await subset(
      fontsource('noto-sans/files/noto-sans-latin-wght-normal.woff2'),
      latin,
      {
        variationAxes: WEIGHTS,
      },
    ),
    'noto-sans-cyrillic-first.woff2': await subset(
      fontsource('noto-sans/files/noto-sans-cyrillic-wght-normal.woff2'),
      cyrillic,
      { variationAxes: WEIGHTS },
    ),
    'noto-sans-arabic-first.woff2': await subset(
      fontsource('noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
      arabic,
      { variationAxes: WEIGHTS },
    ),
    'noto-sans-kr-first-400.woff2': ko.regular,
    'noto-sans-kr-first-700.woff2': ko.bold,
    'noto-sans-kr-placeholder.woff2': await koreanPlaceholder(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf')),
    ),
  };
  const ranges = {
    latin: unicodeRange(latin),
    cyrillic: unicodeRange(cyrillic),
    arabic: unicodeRange(arabic),
    korean: unicodeRange(ko.chars),
  };
  const face = (
    /** @type {string} */ family,
    /** @type {string} */ file,
    /** @type {string} */ weight,
    /** @type {string} */ range,
  ) =>
    `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
    `  src: url("./${file}") format("woff2");\n  unicode-range: ${range};\n}\n`;
  const header = "/* Generated by shared-ui/build/first-fonts.mjs from the site's texts: do not edit. */\n";
  const css = {
    'first-faces.css': [
      header,
      face('Noto Sans First', 'noto-sans-latin-first.woff2', '400 800', ranges.latin),
      face('Noto Sans First', 'noto-sans-cyrillic-first.woff2', '400 800', ranges.cyrillic),
      face('Noto Sans Arabic First', 'noto-sans-arabic-first.woff2', '400 800', ranges.arabic),
    ].join('\n'),
    'ko-first-faces.css': [
      header,
      face('Noto Sans KR First', 'noto-sans-kr-first-400.woff2', '100 549', ranges.korean),
      face('Noto Sans KR First', 'noto-sans-kr-first-700.woff2', '550 900', ranges.korean),
      face(
        'Noto Sans KR Placeholder',
        'noto-sans-kr-placeholder.woff2',
        '100 900',
        'U+1100-11FF, U+3131-318E, U+AC00-D7A3',
      ),
    ].join('\n'),
  };
  return { files, css, korean: { kept: ko.chars.length, of: ko.total } };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, css, korean: ko } = await makeFirstFonts();
  const check = process.argv.includes('--check');
  let stale = false;
  const outputs = {
    ...files,
    ...Object.fromEntries(Object.entries(css).map(([name, text]) => [name, Buffer.from(text)])),
  };
  mkdirSync(out, { recursive: true });
  for (const [name, bytes] of Object.entries(outputs)) {
    const file = path.join(out, name);
    const same = existsSync(file) && readFileSync(file).equals(bytes);
    if (check) stale ||= !same;
    else if (!same) writeFileSync(file, bytes);
    console.log(
      `${name.padEnd(32)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB${same ? '' : check ? '  (stale)' : '  (written)'}`,
    );
  }
  console.log(`Korean: ${ko.kept} of ${ko.of} syllables in the first-view files`);
  if (stale) {
    console.error(
      'The first-view fonts differ from the committed ones: run node shared-ui/build/first-fonts.mjs',
    );
    process.exit(1);
  }
}
