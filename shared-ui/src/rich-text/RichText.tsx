import { richTextToHtml } from '@aurinko/contract/rich-text';
import { useMemo } from 'react';
import { directionOf, normalizeLanguage } from '../i18n/languages';
import styles from './RichText.module.css';

/**
 * THE way a page shows rich text from the studio (blog sections …): the contract's one renderer
 * (`@aurinko/contract/rich-text`: an allow-list, every text escaped, checked links with rel="noopener noreferrer"
 * when they leave the site), the same function on the server-rendered page and in the browser, so hydration finds the
 * same HTML. `language` is the language the text is written in (its `lang` and `dir`: English text on an Arabic page
 * stays left to right).
 */
export function RichText({
  value,
  language,
  className,
}: {
  value: unknown;
  language: string;
  className?: string;
}) {
  const html = useMemo(() => richTextToHtml(value), [value]);
  const lang = normalizeLanguage(language);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      lang={lang}
      dir={directionOf(lang)}
      data-testid="rich-text"
      // Built by the allow-list renderer from the editor's JSON, never from stored HTML (see rich-text.mjs).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
