/**
 * Bidirectional text, done once (issue 35). A right-to-left page that shows a company name, an address, a phone
 * number, a standard's name or a pack size must show each of them in its own left-to-right order: "14 Coronation
 * Avenue", not "Coronation Avenue … 14"; "+91 98765 43210", not "43210 98765 91+"; "(Pvt) Ltd." with its full stop
 * after "Ltd". The Unicode bidi algorithm only does that when such a run is *isolated* from the Arabic around it.
 *
 * ltrRuns() finds those runs in any text (a translation, a record from the API); <BidiText> (./BidiText.tsx) renders
 * each as <bdi dir="ltr">, and <Ltr> isolates a value that is left to right as a whole (phone, e-mail, code).
 */

/** Letters and digits of the left-to-right scripts the site writes: Latin, Greek, Cyrillic, Hangul; ASCII digits. */
const STRONG =
  '0-9A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF\\u1100-\\u11FF\\u3130-\\u318F\\uAC00-\\uD7AF';
/** What may sit between two such words inside one run (spaces, a name's or a number's punctuation). */
const INNER = "\\s\\-\\u2010-\\u2014:.,/&'\\u2019()+%\\u00B0\\u00D7\\u00AE\\u2122\\u00B7";

/**
 * A run: optional opening "©", "+" or "(", a strong character, then any inner punctuation followed by more strong
 * characters, then closing ")", "%", "°", "®", "™" — and a full stop only after an abbreviation ("Ltd.", "Co.",
 * "Pvt."), never the one that ends the surrounding sentence.
 */
const RUN = new RegExp(
  `[\\u00A9+(]*\\s?[${STRONG}](?:[${INNER}]*[${STRONG}])*(?:[)%\\u00B0\\u00AE\\u2122]|(?<=(?:^|[^${STRONG}])[A-Z][a-z]{0,3})\\.)*`,
  'gu',
);

export interface TextPiece {
  text: string;
  /** true: a left-to-right run to isolate; false: text that follows the surrounding direction. */
  ltr: boolean;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The text cut into left-to-right runs and the rest; joining the pieces' text gives the input back. */
export function ltrRuns(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    let run = match[0];
    let start = match.index;
    // A bracket belongs to the run only with its partner; an Arabic "(… ISO 9001)" keeps its own brackets.
    while (run.endsWith(')') && count(run, ')') > count(run, '(')) run = run.slice(0, -1);
    while (run.startsWith('(') && count(run, '(') > count(run, ')')) {
      run = run.slice(1);
      start += 1;
    }
    const lead = run.length - run.trimStart().length;
    run = run.trim();
    start += lead;
    if (!run) continue;
    if (start > last) pieces.push({ text: text.slice(last, start), ltr: false });
    pieces.push({ text: run, ltr: true });
    last = start + run.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), ltr: false });
  return pieces;
}

/** Whether a text holds any right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
export function hasRtl(text: string): boolean {
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text);
}
