#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile: its default emulation and throttling, performance only) over every public page kind — home,
 * division home, range, product, company pages, media lists and a post, news, search, contact — in English, Arabic,
 * Korean and Russian, on the running production stack. Prints score, LCP, TBT and CLS per page (the median of
 * LIGHTHOUSE_RUNS runs, default 1) and the median of every page.
 *
 * Usage: node bench/lighthouse-sweep.mjs [base] (default http://localhost:8080); `pnpm bench:lighthouse:sweep`.
 * SWEEP_LANGS=en,ar picks languages, SWEEP_PAGES=range,news page kinds (names in the first column). Needs Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium). Figures are noisy on a small or busy machine: say which.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const LANGS = (process.env.SWEEP_LANGS ?? 'en,ar,ko,ru').split(',').filter(Boolean);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

/** The first item of an API list, to name a product page and a blog post that exist on this stack. */
async function firstOf(/** @type {string} */ read) {
  const answer = await fetch(`${base}/api/${read}`);
  if (!answer.ok) return undefined;
  const body = /** @type {{ items?: Array<Record<string, unknown>> }} */ (await answer.json());
  return body.items?.[0];
}

const product = await firstOf('products?group=Livestock&page=1&pageSize=1');
const post = await firstOf('blogs?division=veterinary&page=1&pageSize=1');

/** Page kinds: a name and a path. */
const PAGES = /** @type {Array<[string, string | undefined]>} */ ([
  ['home', '/'],
  ['division', '/human'],
  ['range', '/veterinary/livestock'],
  ['range-2', '/human/Health_supplements'],
  ['product', product ? `/veterinary/livestock/${product._id}` : undefined],
  ['about', '/human/about'],
  ['certificates', '/human/certificates'],
  ['gallery', '/agriculture/gallery'],
  ['photos', '/veterinary/photo_gallery'],
  ['videos', '/veterinary/videos'],
  ['reports', '/veterinary/report'],
  ['brochures', '/veterinary/brochures'],
  ['articles', '/veterinary/articles'],
  ['blog', '/veterinary/blog'],
  ['post', post ? `/veterinary/blog/${post.slug}` : undefined],
  ['news', '/news'],
  ['search', '/search?q=zinc'],
  ['contact', '/human/contact_us'],
]).filter(
  ([name, at]) => at && (!process.env.SWEEP_PAGES || process.env.SWEEP_PAGES.split(',').includes(name)),
);

/** @returns {Promise<any>} the Lighthouse result (JSON) of one run */
function runOnce(/** @type {string} */ url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with ${code} for ${url}`));
      else resolve(JSON.parse(out));
    });
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** @type {Array<{ page: string, lang: string, score: number, lcp: number, tbt: number, cls: number }>} */
const rows = [];
console.log(`Lighthouse mobile sweep of ${base}, ${RUNS} run(s) per page, median per page`);
console.log(
  `${'page'.padEnd(13)} ${'lang'.padEnd(4)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}   CLS`,
);
for (const lang of LANGS) {
  for (const [name, at] of PAGES) {
    const url = `${base}${at}${at?.includes('?') ? '&' : '?'}lng=${lang}`;
    /** @type {number[][]} */
    const runs = [[], [], [], []];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        const result = await runOnce(url);
        runs[0]?.push(Math.round(result.categories.performance.score * 100));
        runs[1]?.push(result.audits['largest-contentful-paint'].numericValue);
        runs[2]?.push(result.audits['total-blocking-time'].numericValue);
        runs[3]?.push(result.audits['cumulative-layout-shift'].numericValue);
      } catch (error) {
        console.log(`  ${name} ${lang}: ${error instanceof Error ? error.message : error}`);
      }
    }
    const [score, lcp, tbt, cls] = runs.map(median);
    const row = {
      page: name,
      lang,
      score: score ?? Number.NaN,
      lcp: lcp ?? Number.NaN,
      tbt: tbt ?? Number.NaN,
      cls: cls ?? Number.NaN,
    };
    rows.push(row);
    console.log(
      `${name.padEnd(13)} ${lang.padEnd(4)} ${String(row.score).padStart(5)} ${String(Math.round(row.lcp)).padStart(7)} ${String(Math.round(row.tbt)).padStart(7)}   ${row.cls.toFixed(3)}`,
    );
  }
}
const all = (/** @type {'score' | 'lcp' | 'tbt' | 'cls'} */ key) => median(rows.map((row) => row[key]));
console.log(
  `median of ${rows.length} pages: score ${all('score')}, LCP ${Math.round(all('lcp'))} ms, TBT ${Math.round(all('tbt'))} ms, CLS ${all('cls').toFixed(3)}; lowest score ${Math.min(...rows.map((r) => r.score).filter(Number.isFinite))}`,
);
// Issue 36's goal per page: score ≥ 95 and LCP ≤ 1.8 s.
const under = rows.filter((row) => !(row.score >= 95 && row.lcp <= 1800));
console.log(
  `within the goal (score ≥ 95, LCP ≤ 1.8 s): ${rows.length - under.length} of ${rows.length}` +
    (under.length
      ? `; under it: ${under.map((row) => `${row.page} ${row.lang} (${row.score}, ${Math.round(row.lcp)} ms)`).join(', ')}`
      : ''),
);
