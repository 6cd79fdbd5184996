#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse (mobile, its default emulation and throttling) on the running production stack, three
 * runs, median score per category. Usage: node bench/lighthouse.mjs [url] (default http://localhost:8080/).
 * Needs Debian's Chromium: CHROME_PATH defaults to /usr/bin/chromium. Scores are noisy on small
 * machines, hence the median.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const url = process.argv[2] ?? 'http://localhost:8080/';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
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

/** @returns {Promise<any>} the Lighthouse result (JSON) of one run */
function runOnce() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        `--only-categories=${CATEGORIES.join(',')}`,
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
      if (code !== 0) reject(new Error(`lighthouse exited with ${code}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * LIGHTHOUSE_DETAILS=1: what to look at when a figure is off — the LCP element and its phases, the elements that
 * shifted, the longest request chain and the main-thread work by category.
 * @param {any} result
 */
function printDetails(result) {
  const audit = (/** @type {string} */ id) => result.audits[id]?.details;
  const lcp = audit('largest-contentful-paint-element');
  for (const table of lcp?.items ?? []) {
    for (const item of table.items ?? []) {
      if (item.node) console.log(`  LCP element: ${item.node.snippet}`);
      else if (item.phase) console.log(`  LCP phase ${item.phase}: ${Math.round(item.timing)} ms`);
    }
  }
  for (const item of audit('layout-shifts')?.items ?? []) {
    console.log(`  shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? '(unknown)'}`);
  }
  /** @param {any} chains @param {string} indent */
  const walk = (chains, indent) => {
    for (const chain of Object.values(chains ?? {})) {
      const request = /** @type {any} */ (chain).request;
      console.log(
        `  ${indent}${request.url.replace(/^https?:\/\/[^/]+/, '')} (${Math.round((request.endTime - request.startTime) * 1000)} ms)`,
      );
      walk(/** @type {any} */ (chain).children, `${indent}  `);
    }
  };
  const chains = audit('critical-request-chains');
  if (chains) {
    console.log(
      `  critical request chains (longest ${chains.longestChain?.length} requests, ${Math.round(chains.longestChain?.duration ?? 0)} ms):`,
    );
    walk(chains.chains, '');
  }
  for (const item of audit('mainthread-work-breakdown')?.items ?? []) {
    console.log(`  main thread ${item.groupLabel}: ${Math.round(item.duration)} ms`);
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** @type {Record<string, number[]>} */
const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
/** @type {Record<string, number[]>} */
const metrics = {
  'first-contentful-paint': [],
  'largest-contentful-paint': [],
  'total-blocking-time': [],
  'cumulative-layout-shift': [],
};

for (let run = 1; run <= RUNS; run += 1) {
  const result = await runOnce();
  for (const category of CATEGORIES)
    scores[category]?.push(Math.round(result.categories[category].score * 100));
  for (const metric of Object.keys(metrics)) metrics[metric]?.push(result.audits[metric].numericValue);
  console.log(`run ${run}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${scores[c]?.at(-1)}`).join(', ')}`);
  if (process.env.LIGHTHOUSE_DETAILS) printDetails(result);
}

console.log(`\nLighthouse ${RUNS} runs, mobile, ${url} — median scores:`);
for (const category of CATEGORIES) console.log(`  ${category.padEnd(15)} ${median(scores[category] ?? [])}`);
console.log('median metrics:');
console.log(`  FCP ${Math.round(median(metrics['first-contentful-paint'] ?? []))} ms`);
console.log(`  LCP ${Math.round(median(metrics['largest-contentful-paint'] ?? []))} ms`);
console.log(`  TBT ${Math.round(median(metrics['total-blocking-time'] ?? []))} ms`);
console.log(`  CLS ${median(metrics['cumulative-layout-shift'] ?? []).toFixed(3)}`);
