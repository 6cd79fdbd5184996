import sharp from 'sharp';
import { minimalPdf } from '../../src/content/seed/assets.js';

export const png = (color = '#1a7f5a', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

export const pdf = (title = 'Price list') => minimalPdf(title, ['Aurinko Life Sciences', 'Test document']);

/** A buffer of `size` bytes that starts as a valid PDF (size limits are checked before content). */
export const bigPdf = (size: number) => {
  const head = pdf();
  const out = Buffer.alloc(size, 0x20);
  head.copy(out);
  return out;
};

export const texts = (en: string, extra: Record<string, string> = {}) => ({ en, ...extra });
