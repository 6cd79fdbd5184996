import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { type Line, layoutParagraph, type Script } from './bidi-layout.js';
import type { Office } from './datasheet-texts.js';
import { makeTextExtractable, takeDetachedMarks } from './extractable-text.js';

/**
 * Noto fonts from the npm registry (Google Fonts' TTFs as packaged by @expo-google-fonts), embedded as subsets:
 * Noto Sans covers Latin, Cyrillic and Greek, Noto Sans Arabic the Arabic script (shaped by fontkit, inside
 * pdfkit), Noto Sans KR Hangul. Read once; pdfkit embeds only the glyphs a sheet uses.
 * The font packages are development dependencies (69 MB for six files): a production install without them — the
 * API's image — copies the six files into one folder and names it in DATASHEET_FONTS_DIR.
 */
const require = createRequire(import.meta.url);
type FontName = `${Script}${'' | '-bold'}`;
export const FONT_FILES: Record<FontName, string> = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  'korean-bold': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
};

/** Where a data sheet's font is read from: DATASHEET_FONTS_DIR/<file name> when set, else its npm package. */
export function fontPath(name: FontName, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.DATASHEET_FONTS_DIR;
  if (dir) return resolve(dir, basename(FONT_FILES[name]));
  try {
    return require.resolve(FONT_FILES[name]);
  } catch {
    throw new Error(
      `Data sheet font ${basename(FONT_FILES[name])} not found: install the API's development packages or set DATASHEET_FONTS_DIR to a folder holding it`,
    );
  }
}
const fontData = new Map<FontName, Buffer>();
function fontFile(name: FontName): Buffer {
  let data = fontData.get(name);
  if (!data) {
    data = readFileSync(fontPath(name));
    fontData.set(name, data);
  }
  return data;
}

export interface DatasheetContent {
  lang: string;
  direction: 'ltr' | 'rtl';
  /** "Product data sheet": document title (metadata) and the label in the header band. */
  sheetTitle: string;
  company: string;
  name: string;
  /** e.g. "Veterinary Health · Livestock" */
  range: string;
  details: string;
  facts: Array<{ label: string; value: string }>;
  sections: Array<{ heading: string; text: string }>;
  /** PNG or JPEG, already scaled down. */
  image?: Buffer;
  contactHeading: string;
  offices: Office[];
  officeLabels: { email: string; phone: string };
  /** "Updated 23 November 2026" */
  updated: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const HEADER = 64;
const FOOTER = 104;
const TEAL = '#0b6b6b';
const AMBER = '#f2a900';
const INK = '#1d2a2a';
const MUTED = '#4d5b5b';
const MAX_PAGES = 2;
/**
 * Without `features`, pdfkit shapes word by word (its layout cache) and places the words left to right, which
 * breaks right-to-left runs (the words' order and the spaces between them); with a feature list (the font's
 * defaults still apply) it shapes the whole run at once.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** line height as a multiple of the size */
  leading?: number;
}

/**
 * An A4 data sheet of one or two pages: header band, name and range, facts beside the image, the text sections,
 * and the company's contacts in every page's footer. Right-to-left languages mirror the layout. Text that would
 * need a third page ends with an ellipsis (the product page has it all).
 */
export function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: content.lang,
    displayTitle: true,
    info: {
      Title: `${content.name} – ${content.sheetTitle}`,
      Author: content.company,
      Subject: content.range,
    },
  });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fontFile(name));

  const rtl = content.direction === 'rtl';
  const left = MARGIN;
  const right = A4.width - MARGIN;
  const bottom = A4.height - FOOTER;
  let page = 1;
  let pages = 1;
  let y = 0;
  let full = false;

  const fontName = (script: Script, bold?: boolean): FontName => (bold ? `${script}-bold` : script);
  const lines = (text: string, width: number, style: TextStyle): Line[] =>
    text
      .split(/\n+/)
      .flatMap((paragraph) =>
        layoutParagraph(paragraph, width, content.direction, (run, script) =>
          doc.font(fontName(script, style.bold)).fontSize(style.size).widthOfString(run, WHOLE_RUN),
        ),
      );

  /** Draws one laid-out line on `baseline`, aligned to the start side of the box [x, x + width]. */
  const drawLine = (line: Line, x: number, width: number, baseline: number, style: TextStyle) => {
    let cursor = rtl ? x + width - line.width : x;
    doc.fillColor(style.color ?? INK);
    for (const run of line.runs) {
      doc.font(fontName(run.script, style.bold));
      const font = (doc as unknown as { _font: unknown })._font;
      makeTextExtractable(font);
      doc
        .fontSize(style.size)
        .text(run.text, cursor, baseline, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      for (const mark of takeDetachedMarks(font)) {
        const scale = style.size / mark.unitsPerEm;
        doc.save();
        doc.translate(
          cursor + ((mark.x + mark.xOffset) * style.size) / 1000,
          baseline - (mark.yOffset * style.size) / 1000,
        );
        doc.scale(scale, -scale);
        doc.path(mark.path).fill(style.color ?? INK);
        doc.restore();
      }
      cursor += run.width;
    }
  };

  const header = () => {
    doc.rect(0, 0, A4.width, HEADER).fill(TEAL);
    const markX = rtl ? right - 16 : left + 16;
    doc.circle(markX, HEADER / 2, 16).fill('#ffffff');
    doc.circle(markX, HEADER / 2, 7).fill(AMBER);
    const companyStyle = { size: 14, bold: true, color: '#ffffff' };
    const labelStyle = { size: 10, color: '#ffffff' };
    const [company] = lines(content.company, 280, companyStyle);
    const [label] = lines(content.sheetTitle, 180, labelStyle);
    if (company)
      drawLine(
        company,
        rtl ? right - 44 - company.width : left + 44,
        company.width,
        HEADER / 2 + 5,
        companyStyle,
      );
    if (label) drawLine(label, rtl ? left : right - label.width, label.width, HEADER / 2 + 4, labelStyle);
  };

  const footer = () => {
    const top = A4.height - FOOTER + 14;
    doc
      .moveTo(left, top - 8)
      .lineTo(right, top - 8)
      .lineWidth(0.8)
      .strokeColor(TEAL)
      .stroke();
    let baseline = top + 8;
    const headingStyle = { size: 9, bold: true, color: TEAL };
    const smallStyle = { size: 7.5, color: MUTED };
    const [heading] = lines(content.contactHeading, (right - left) / 2, headingStyle);
    if (heading) drawLine(heading, left, right - left, baseline, headingStyle);
    const [meta] = lines(`${content.updated} · ${page}/${pages}`, (right - left) / 2, smallStyle);
    if (meta) drawLine(meta, rtl ? left : right - meta.width, meta.width, baseline, smallStyle);
    for (const office of content.offices) {
      const text = `${office.title}: ${office.address} · ${content.officeLabels.email} ${office.email} · ${content.officeLabels.phone} ${office.phone}`;
      for (const officeLine of lines(text, right - left, smallStyle).slice(0, 2)) {
        baseline += 10;
        drawLine(officeLine, left, right - left, baseline, smallStyle);
      }
    }
  };

  const startPage = () => {
    header();
    y = HEADER + 28;
  };

  /** Makes room for `height` more points, on a second page when needed; false once the sheet is full. */
  const room = (height: number): boolean => {
    if (full) return false;
    if (y + height <= bottom) return true;
    if (page >= MAX_PAGES) {
      full = true;
      return false;
    }
    doc.addPage();
    page++;
    startPage();
    return true;
  };

  let last: { start: number; end: number; baseline: number; style: TextStyle } | undefined;
  /** The sheet is full: an ellipsis after the last line drawn says that the text goes on. */
  const markCut = () => {
    if (!last) return;
    const [ellipsis] = lines('…', 20, last.style);
    if (ellipsis) {
      const x = rtl ? last.start - ellipsis.width - 2 : last.end + 2;
      drawLine(ellipsis, x, ellipsis.width, last.baseline, last.style);
    }
    last = undefined;
  };

  const paragraph = (text: string, style: TextStyle, x = left, width = right - left, gapAfter = 6) => {
    const leading = style.size * (style.leading ?? 1.45);
    for (const line of lines(text, width, style)) {
      if (!room(leading)) {
        markCut();
        return;
      }
      y += leading;
      const baseline = y - leading * 0.28;
      drawLine(line, x, width, baseline, style);
      const start = rtl ? x + width - line.width : x;
      last = { start, end: start + line.width, baseline, style };
    }
    y += gapAfter;
  };

  startPage();
  paragraph(content.name, { size: 22, bold: true, color: TEAL, leading: 1.25 }, left, right - left, 2);
  paragraph(content.range, { size: 11, color: MUTED }, left, right - left, 14);

  // The facts beside the image; the image on the far side of the reading direction.
  const imageSize = 170;
  const factsWidth = right - left - (content.image ? imageSize + 24 : 0);
  const factsX = rtl && content.image ? left + imageSize + 24 : left;
  const topOfFacts = y;
  if (content.image) {
    const imageX = rtl ? left : right - imageSize;
    doc
      .roundedRect(imageX, topOfFacts, imageSize, imageSize, 8)
      .lineWidth(0.8)
      .strokeColor('#d5e3e3')
      .stroke();
    doc.image(content.image, imageX + 6, topOfFacts + 6, {
      fit: [imageSize - 12, imageSize - 12],
      align: 'center',
      valign: 'center',
    });
  }
  for (const fact of content.facts) {
    if (!fact.value) continue;
    paragraph(fact.label, { size: 8.5, bold: true, color: TEAL }, factsX, factsWidth, 0);
    paragraph(fact.value, { size: 10.5 }, factsX, factsWidth, 6);
  }
  if (content.image) y = Math.max(y, topOfFacts + imageSize + 14);

  if (content.details) paragraph(content.details, { size: 10.5 }, left, right - left, 10);
  for (const section of content.sections) {
    if (!section.text) continue;
    if (!room(40)) {
      markCut();
      break;
    }
    y += 4;
    paragraph(section.heading, { size: 13, bold: true, color: TEAL }, left, right - left, 2);
    paragraph(section.text, { size: 10.5 }, left, right - left, 8);
  }

  // Footers last, once the number of pages is known.
  pages = page;
  for (let index = 0; index < pages; index++) {
    doc.switchToPage(index);
    page = index + 1;
    footer();
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
