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

const ebml = (id: number[], data: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
const box = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
};

/** The start of a Matroska file whose DocType is `docType` (`webm` is a WebM video; `matroska` is not accepted). */
export const webm = (docType = 'webm') =>
  Buffer.concat([
    ebml(
      [0x1a, 0x45, 0xdf, 0xa3],
      Buffer.concat([ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from(docType))]),
    ),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.alloc(256, 0x42),
  ]);

/** The start of an ISO media file of `brand` (`isom` is an MP4 video; `qt  ` a QuickTime movie, not accepted). */
export const mp4 = (brand = 'isom') =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([
        Buffer.from(brand, 'latin1'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from(`${brand}mp41`, 'latin1'),
      ]),
    ),
    box('free', Buffer.alloc(256)),
  ]);
