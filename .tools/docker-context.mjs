#!/usr/bin/env node
// Lists the files `docker build .` would send from the repository root, as the .dockerignore leaves them (the
// matcher is @balena/dockerignore, which follows Docker's own rules), and checks that none of them is a package
// folder, version control, data or a secret. No Docker daemon is needed.
//   node .tools/docker-context.mjs [--root DIR] [--list]     (exit 1 naming the offending files)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ignore from '@balena/dockerignore';

/** Paths that must never reach an image's build (relative, forward slashes). */
export const FORBIDDEN = [
  { what: 'installed packages', test: (/** @type {string} */ p) => /(^|\/)node_modules\//.test(p) },
  { what: 'version control', test: (/** @type {string} */ p) => /^\.git\//.test(p) },
  { what: 'data (SQLite, uploads, outbox)', test: (/** @type {string} */ p) => /(^|\/)\.data\//.test(p) },
  {
    what: 'secrets',
    test: (/** @type {string} */ p) => /(^|\/)(\.env(\..*)?|[^/]*\.(pem|key|p12)|[^/]*secrets\.env|\.npmrc)$/.test(p),
  },
  { what: 'build outputs', test: (/** @type {string} */ p) => /(^|\/)dist\//.test(p) },
];

/** The files the context holds, relative to root. @param {string} root */
export function buildContext(root) {
  const rules = readFileSync(path.join(root, '.dockerignore'), 'utf8');
  const matcher = ignore().add(rules);
  // A folder is walked only if it is not ignored, or some exception (!pattern) could bring a file back from it.
  const exceptions = rules.split('\n').some((line) => line.trim().startsWith('!'));
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir relative, '' for the root */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!exceptions && matcher.ignores(`${rel}/`)) continue;
        walk(rel);
      } else if (!matcher.ignores(rel)) {
        files.push(rel);
      }
    }
  };
  walk('');
  return files.sort();
}

/** Files of the context that break a FORBIDDEN rule. @param {string[]} files */
export function forbiddenFiles(files) {
  return files.flatMap((file) => FORBIDDEN.filter((rule) => rule.test(file)).map((rule) => ({ file, what: rule.what })));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { root: { type: 'string' }, list: { type: 'boolean' } } });
  const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const files = buildContext(root);
  if (values.list) for (const file of files) console.log(file);
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(root, file)).size, 0);
  const bad = forbiddenFiles(files);
  for (const { file, what } of bad) console.error(`✗ ${file} (${what})`);
  console.error(`build context: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB${bad.length ? `, ${bad.length} forbidden` : ''}`);
  process.exit(bad.length ? 1 : 0);
}
