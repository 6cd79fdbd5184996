import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, normalizeLanguage } from '../i18n/languages';
import { hasRtl, ltrRuns } from './bidi';

/**
 * Text that may mix left-to-right runs (names, addresses, numbers, units, standards) with the page's language —
 * THE way a public page shows such text (see ./bidi.ts). On a right-to-left page every left-to-right run is isolated
 * in a <bdi dir="ltr">; on a left-to-right page a text with right-to-left letters (a visitor's review, a record
 * written in Arabic) is isolated as a whole (<bdi>, direction from its first strong letter), and any other text is
 * returned as it is.
 */
export function BidiText({ children }: { children: string | null | undefined }): ReactNode {
  const { i18n } = useTranslation();
  const text = children ?? '';
  if (!text) return null;
  if (directionOf(normalizeLanguage(i18n.language)) !== 'rtl') return hasRtl(text) ? <bdi>{text}</bdi> : text;
  return ltrRuns(text).map((piece, index) =>
    piece.ltr ? (
      <bdi key={index} dir="ltr">
        {piece.text}
      </bdi>
    ) : (
      piece.text
    ),
  );
}

/** A value that is left to right as a whole — a phone number, an e-mail address, a code — in any page's direction. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
