/**
 * pdfkit's embedded font, as far as this module needs it (pdfkit 0.20, pinned). `unicode[gid]` becomes the font's
 * ToUnicode map, which text extraction, search, copy and screen readers rely on.
 */
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  path: { toSVG(): string };
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}
interface EmbeddedFont {
  layout(text: string, features: unknown): { glyphs: Glyph[]; positions: Position[] };
  encode(text: string, features: unknown): [string[], Position[]];
  /** The fontkit font. */
  font: { unitsPerEm: number; getGlyph(id: number, characters?: number[]): Glyph | null };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
}

/** A mark to draw as a shape: x and offsets in thousandths of the font size from the run's origin. */
export interface DetachedMark {
  /** SVG path data of the glyph, in font units (y up). */
  path: string;
  unitsPerEm: number;
  x: number;
  xOffset: number;
  yOffset: number;
}

const detached = new WeakMap<object, DetachedMark[]>();

/**
 * Makes the text of a font extractable as written. Arabic fonts draw several letters with one body plus dots
 * (Noto Sans Arabic: ب ت ث ن ي ئ share a dotless body at the start and in the middle of a word, the dots being
 * separate glyphs that stand for no character). pdfkit maps each glyph to the characters it was first used for, so
 * every later letter sharing the body would be extracted (searched, copied) as the first one, and PDF readers give
 * the dots, which map to nothing, their raw codes. So:
 * - each (glyph, characters) pair gets its own entry in the subset (a duplicate glyph), so the ToUnicode map is
 *   right for every occurrence (fontkit caches one glyph object per id with the characters of its first use; each
 *   use gets a view of it with its own characters);
 * - glyphs that stand for no character (the dots) are left out of the text and handed to `takeDetachedMarks`,
 *   to be drawn as shapes where they belong.
 */
export function makeTextExtractable(font: unknown): void {
  const embedded = font as EmbeddedFont;
  if (detached.has(embedded) || typeof embedded.layout !== 'function' || !embedded.subset) return;
  detached.set(embedded, []);
  const fontkit = embedded.font;
  const getGlyph = fontkit.getGlyph.bind(fontkit);
  fontkit.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (!glyph || characters.length === 0 || glyph.codePoints === characters) return glyph;
    return Object.create(glyph, { codePoints: { value: characters } }) as Glyph;
  };
  const byText = new Map<string, number>();
  const used = new Set<number>();
  embedded.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded: string[] = [];
    const kept: Position[] = [];
    const marks: DetachedMark[] = [];
    let x = 0;
    glyphs.forEach((glyph, index) => {
      const position = positions[index] as Position;
      if (glyph.codePoints.length === 0 && glyph.id !== 0) {
        marks.push({
          path: glyph.path.toSVG(),
          unitsPerEm: fontkit.unitsPerEm,
          x,
          xOffset: position.xOffset,
          yOffset: position.yOffset,
        });
        const previous = kept.at(-1);
        if (previous) previous.xAdvance += position.xAdvance;
        x += position.xAdvance;
        return;
      }
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let gid = byText.get(key);
      if (gid === undefined) {
        if (used.has(glyph.id)) {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        } else {
          gid = this.subset.includeGlyph(glyph.id);
          used.add(glyph.id);
        }
        byText.set(key, gid);
        this.widths[gid] = glyph.advanceWidth * this.scale;
        this.unicode[gid] = glyph.codePoints;
      }
      encoded.push(`0000${gid.toString(16)}`.slice(-4));
      kept.push({ ...position });
      x += position.xAdvance;
    });
    detached.set(this, marks);
    return [encoded, kept];
  };
}

/** The marks the last text drawn with this font left out (see makeTextExtractable). */
export function takeDetachedMarks(font: unknown): DetachedMark[] {
  const marks = detached.get(font as object) ?? [];
  if (marks.length) detached.set(font as object, []);
  return marks;
}
