import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { ART_PALETTES, type ArtScene, artworkSvg, sceneFor } from '@aurinko/contract/artwork';
import sharp from 'sharp';
import type { FileStorage } from '../../files/file-storage.js';
import { UPLOADS_URL_PREFIX } from '../../files/files.service.js';
import { renderImageVariants, type StoredBytes } from '../../files/image-variants.js';

/**
 * Seed assets are drawn in code (SVG → WebP through sharp, with their responsive variants; PDFs written as text),
 * never committed as binaries. Keys are content hashes under `seed/`, so an asset is rendered once per storage and
 * shared by identical drawings.
 */
const rendered = new Map<string, RenderedAsset>();

interface RenderedAsset {
  main: Buffer;
  variants: StoredBytes[];
}

/**
 * SEED_ASSET_CACHE_DIR (the API's test runs set it: one folder per run): drawings rendered by one process are kept
 * there for the next, since every test app seeds the same ~800 files and encoding them is most of its start-up.
 * Written whole under a temporary name, then renamed: a reader sees a complete file or none.
 */
async function fromDiskCache(key: string, render: () => Promise<RenderedAsset>): Promise<RenderedAsset> {
  const dir = process.env.SEED_ASSET_CACHE_DIR?.trim();
  if (!dir) return render();
  const file = join(dir, `${hash(key)}.bin`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) {
    const { main, variants } = deserialize(cached) as {
      main: Uint8Array;
      variants: { key: string; data: Uint8Array }[];
    };
    return {
      main: Buffer.from(main),
      variants: variants.map((v) => ({ key: v.key, data: Buffer.from(v.data) })),
    };
  }
  const files = await render();
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, serialize(files));
  await rename(partial, file);
  return files;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function storeSvgAsImage(storage: FileStorage, folder: string, svg: string): Promise<string> {
  const key = `seed/${folder}/${hash(svg)}.webp`;
  if (!(await storage.exists(key))) {
    let files = rendered.get(key);
    if (!files) {
      files = await fromDiskCache(key, async () => {
        const main = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer();
        return { main, variants: await renderImageVariants(key, main, main, { fast: true }) };
      });
      rendered.set(key, files);
    }
    // The main file last: its presence means the asset is complete.
    await Promise.all(files.variants.map((variant) => storage.put(variant.key, variant.data)));
    await storage.put(key, files.main);
  }
  return UPLOADS_URL_PREFIX + key;
}

/** A minimal, valid one-page PDF (Helvetica, ASCII text; other characters become '?'). */
export function minimalPdf(title: string, lines: string[]): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[–—]/g, '-')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, '\\$&');
  const wrap = (s: string, width = 88): string[] => {
    const out: string[] = [];
    let line = '';
    for (const word of s.split(/\s+/)) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
    return out;
  };
  const body = lines.flatMap((l) => [...wrap(l), '']);
  const content = [
    'BT',
    '/F1 20 Tf 56 780 Td',
    `(${ascii(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 15 TL',
    ...body.slice(0, 44).map((l) => `(${ascii(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function storePdf(
  storage: FileStorage,
  folder: string,
  title: string,
  lines: string[],
): Promise<string> {
  const data = minimalPdf(title, lines);
  const key = `seed/${folder}/${hash(data.toString('latin1'))}.pdf`;
  if (!(await storage.exists(key))) await storage.put(key, data);
  return UPLOADS_URL_PREFIX + key;
}

/** Runs `task` over `items` with a few at a time (sharp renders on its own threads). */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---- Drawings ------------------------------------------------------------------------------------------------

export type PackShape = 'capsule' | 'bottle' | 'sack' | 'jar' | 'tube' | 'box' | 'can' | 'pouch';

const FONT = "font-family='DejaVu Sans, Noto Sans, sans-serif'";

/** Where each pack's label is (x, y, width, height), in the 480×360 drawing. */
const LABELS: Record<PackShape, readonly [number, number, number, number]> = {
  capsule: [160, 250, 160, 76],
  bottle: [176, 150, 128, 80],
  sack: [175, 150, 130, 80],
  jar: [162, 166, 156, 80],
  tube: [196, 130, 88, 80],
  box: [160, 150, 160, 80],
  can: [176, 150, 128, 80],
  pouch: [170, 150, 140, 80],
};

/**
 * The product's brand name on its label, like a real pack shot: a proper noun in Latin letters, the same in every
 * language (the page names the product in the visitor's language beside the picture), set left to right in at
 * most two lines, sized to fit the label.
 */
function labelText(name: string, [x, y, w, h]: readonly [number, number, number, number], color: string) {
  const words = name.split(/\s+/).filter(Boolean);
  let lines = [name];
  if (words.length > 1) {
    // The split into two lines whose longer line is shortest.
    let best = Number.POSITIVE_INFINITY;
    for (let k = 1; k < words.length; k++) {
      const pair = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      const longest = Math.max(...pair.map((line) => line.length));
      if (longest < best) {
        best = longest;
        lines = pair;
      }
    }
    if (name.length <= 10) lines = [name];
  }
  const longest = Math.max(...lines.map((line) => line.length));
  // DejaVu Sans Bold averages about 0.68 em a letter.
  const size = Math.max(
    9,
    Math.min(20, Math.floor((w - 14) / (longest * 0.68)), Math.floor((h - 22) / lines.length / 1.15)),
  );
  const top = y + h / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.36;
  const rule = `<rect x='${x + w / 2 - 16}' y='${y + 8}' width='32' height='4' rx='2' fill='${color}'/>`;
  const text = lines
    .map(
      (line, i) =>
        `<text x='${x + w / 2}' y='${(top + i * size * 1.15 + 4).toFixed(1)}' text-anchor='middle' direction='ltr' ${FONT} font-size='${size}' font-weight='700' fill='#0f172a'>${xml(line)}</text>`,
    )
    .join('');
  return rule + text;
}

/** A product pack in its group colour, the brand name on its label (480×360). */
export function productSvg(name: string, color: string, shape: PackShape): string {
  const [lx, ly, lw, lh] = LABELS[shape];
  const label = `<rect x='${lx}' y='${ly}' width='${lw}' height='${lh}' rx='8' fill='#fff'/>`;
  const packs: Record<PackShape, string> = {
    capsule: `<g transform='rotate(-28 240 150)'><rect x='120' y='105' width='240' height='90' rx='45' fill='${color}'/><rect x='240' y='105' width='120' height='90' rx='45' fill='#fff' opacity='.85'/><rect x='240' y='105' width='40' height='90' fill='#fff' opacity='.85'/></g>`,
    bottle: `<rect x='205' y='60' width='70' height='34' rx='6' fill='#334155'/><rect x='170' y='92' width='140' height='200' rx='26' fill='${color}'/>`,
    sack: `<path d='M150 90 Q240 60 330 90 L350 290 Q240 310 130 290 Z' fill='${color}'/>`,
    jar: `<rect x='165' y='90' width='150' height='36' rx='8' fill='#334155'/><rect x='150' y='122' width='180' height='170' rx='30' fill='${color}'/>`,
    tube: `<path d='M180 70 L300 70 L285 280 L195 280 Z' fill='${color}'/><rect x='215' y='280' width='50' height='26' rx='4' fill='#334155'/>`,
    box: `<rect x='140' y='80' width='200' height='210' rx='10' fill='${color}'/>`,
    can: `<rect x='160' y='80' width='160' height='210' rx='14' fill='${color}'/><rect x='290' y='110' width='50' height='22' rx='6' fill='#334155'/>`,
    pouch: `<path d='M160 80 L320 80 L335 290 L145 290 Z' fill='${color}'/>`,
  };
  const capsuleTray =
    shape === 'capsule' ? `<rect x='150' y='240' width='180' height='96' rx='12' fill='${color}'/>` : '';
  return `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='360' viewBox='0 0 480 360'><rect width='480' height='360' fill='${color}' opacity='.12'/><circle cx='400' cy='70' r='90' fill='${color}' opacity='.15'/><ellipse cx='240' cy='318' rx='150' ry='14' fill='#0f172a' opacity='.08'/>${packs[shape]}${capsuleTray}${label}${labelText(name, LABELS[shape], color)}</svg>`;
}

/** Where a seeded picture belongs: a division's palette and scenes, or the company frame's. */
export type ArtOwner = keyof typeof DIVISION_COLORS | 'company';

const colorOf = (owner: ArtOwner) => (owner === 'company' ? ART_PALETTES.company : DIVISION_COLORS[owner]);

/**
 * A wide banner (1200×360) of the art system (`@aurinko/contract/artwork`), no words: the scene suits the owner's
 * division and `seed` (the page, post or slide it belongs to) makes it that page's own picture. The page's heading
 * names it; the drawing does not repeat it.
 */
export function bannerSvg(owner: ArtOwner, seed: string): string {
  return artworkSvg({ scene: sceneFor(owner, seed), color: colorOf(owner), seed, width: 1200, height: 360 });
}

/** The hero picture's size in px (the 5:3 of its slot, sharp at twice its widest display). */
export const HERO_SIZE = { width: 1200, height: 720 } as const;

/**
 * A division home's hero picture (1200×720, the 5:3 of its slot), no words: the division's own scene in its palette.
 * A file in the media library like any upload, so the company replaces it from the dashboard (`division-hero`).
 */
export function heroSvg(division: keyof typeof DIVISION_COLORS, scene: ArtScene): string {
  return artworkSvg({ scene, color: colorOf(division), seed: `hero:${division}`, ...HERO_SIZE });
}

/** The scene a gallery or event category shows (farmers' fairs: herds for animal health, fields for crops). */
export function sceneOfCategory(category: string, owner: ArtOwner): ArtScene {
  if (category === 'laboratory') return 'lab';
  if (category === 'exhibitions') return 'hall';
  if (category === 'farmers-fairs') return owner === 'agriculture' ? 'field' : 'herd';
  return sceneFor(owner, category);
}

/** A gallery or event photo stand-in (800×600): the category's scene in the owner's palette, no words. */
export function photoSvg(category: string, owner: ArtOwner, seed: string): string {
  return artworkSvg({
    scene: sceneOfCategory(category, owner),
    color: colorOf(owner),
    seed,
    width: 800,
    height: 600,
  });
}

/**
 * A portrait stand-in (400×400) until the company uploads a photo: a microscopy texture in the company's palette,
 * no silhouette and no initials (both read as a missing picture; the name is the page's, in the visitor's script).
 */
export function avatarSvg(seed: string): string {
  return artworkSvg({ scene: 'microscopy', color: ART_PALETTES.company, seed, width: 400, height: 400 });
}

/** A video poster (960×540): the owner's scene under a play mark, no title (the page shows it). */
export function posterSvg(owner: ArtOwner, seed: string): string {
  return artworkSvg({
    scene: sceneFor(owner, seed),
    color: colorOf(owner),
    seed,
    width: 960,
    height: 540,
    play: true,
  });
}

export const DIVISION_COLORS = { human: '#0e7490', veterinary: '#b45309', agriculture: '#15803d' } as const;
