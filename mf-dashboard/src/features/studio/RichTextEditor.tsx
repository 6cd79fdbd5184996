import { HEADING_LEVELS, isRichTextLink, type RichTextDoc } from '@aurinko/contract/rich-text';
import { Extension } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { Plugin } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

/**
 * The studio's rich text editor (TipTap over ProseMirror), loaded lazily by RichTextField: only a form with a rich text
 * field downloads it. Its schema is the contract's allow-list (`@aurinko/contract/rich-text`): headings 3–4,
 * paragraphs, bold, italic, links, bulleted and numbered lists, quotes, tables — nothing else exists in it, so pasted
 * Word or Google Docs HTML is parsed into these nodes and everything else (styles, classes, spans, images, scripts)
 * is dropped by ProseMirror's parser; `cleanPastedHtml` also removes Word's comments and `<o:p>` first.
 */

export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Elements never kept from a paste (their content neither): scripts, styles, media, embeds, Word's `<o:p>`. */
const DROPPED =
  'script, style, link, meta, title, img, picture, video, audio, iframe, object, embed, svg, math, template, noscript';
/** The only attributes the editor's schema reads from pasted HTML. */
const KEPT_ATTRIBUTES = new Set(['href', 'colspan', 'rowspan', 'start']);

/**
 * Pasted HTML reduced before the editor parses it: read in an inert document (DOMParser: nothing loads, nothing runs),
 * Word's and Docs' bold and italic styles turned into <strong>/<em> (Google Docs' bold wrapper, a <b> styled
 * font-weight normal, unwrapped), then every element outside the text's structure dropped and every attribute but a
 * link's address and a cell's spans removed — so no style or handler reaches the page's document, even for a moment.
 */
export function cleanPastedHtml(html: string): string {
  // Event handlers and styles never reach a parser as such: Chromium checks them against the page's CSP even in an
  // inert document (a blocked handler or style, reported as a violation). Styles are read back under another name.
  const renamed = html
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\sstyle\s*=/gi, ' data-paste-style=');
  const doc = new DOMParser().parseFromString(renamed, 'text/html');
  for (const element of doc.querySelectorAll(DROPPED)) element.remove();
  for (const element of doc.getElementsByTagName('o:p')) element.remove();
  for (const element of [...doc.body.querySelectorAll('[data-paste-style]')]) {
    const style = (element.getAttribute('data-paste-style') ?? '').toLowerCase();
    const weight = /font-weight\s*:\s*(\w+)/.exec(style)?.[1];
    if (element.tagName === 'B' && weight === 'normal') {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const wrap = (tag: string) => {
      const wrapper = doc.createElement(tag);
      wrapper.append(...element.childNodes);
      element.append(wrapper);
    };
    if (weight === 'bold' || (weight && Number(weight) >= 600)) wrap('strong');
    if (/font-style\s*:\s*italic/.test(style)) wrap('em');
  }
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name } of [...element.attributes])
      if (!KEPT_ATTRIBUTES.has(name)) element.removeAttribute(name);
  }
  return doc.body.innerHTML;
}

/** The editor's schema: the contract's allow-list (headings 3–4, no code, strike, underline or rules), tables. */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        // Off: an auto-linked address makes the link mark run on into what is typed after it.
        autolink: false,
        linkOnPaste: true,
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        isAllowedUri: (url) => isRichTextLink(url),
      },
    }),
    // Resizable: its node view sizes the columns through the CSSOM (the dashboard's CSP refuses style attributes).
    TableKit.configure({ table: { resizable: true } }),
    Extension.create({
      name: 'cleanPaste',
      addProseMirrorPlugins: () => [new Plugin({ props: { transformPastedHTML: cleanPastedHtml } })],
    }),
  ];
}

const EXTENSIONS = richTextExtensions();

export interface RichTextEditorProps {
  id: string;
  value: RichTextDoc | null;
  language: string;
  dir: 'ltr' | 'rtl';
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (value: RichTextDoc) => void;
}

export default function RichTextEditor({
  id,
  value,
  language,
  dir,
  labelledBy,
  describedBy,
  invalid,
  onChange,
}: RichTextEditorProps) {
  const { t } = useTranslation('dashboard_studio');
  // The documents this editor gave the form: coming back as `value` they are already shown (never set again, which
  // would drop what was typed since).
  const emitted = useRef(new WeakSet<object>());
  const editor = useEditor({
    immediatelyRender: false,
    // TipTap's own <style> element is refused by the dashboard's CSP: its few rules are in studio.module.css.
    injectCSS: false,
    extensions: EXTENSIONS,
    content: value ?? EMPTY_DOC,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang: language,
        dir,
        class: styles.richTextArea ?? '',
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON() as RichTextDoc;
      emitted.current.add(doc);
      onChange(doc);
    },
  });

  // Another language's tab (or a reloaded record) gives the editor a new value: show it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || (value && emitted.current.has(value))) return;
    const next = value ?? EMPTY_DOC;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(next)) {
      editor.commands.setContent(next, { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      h4: current?.isActive('heading', { level: 4 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      inTable: current?.isActive('table') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const linkId = useId();

  if (!editor || !state) return <p className={styles.muted}>{t('richText.loading')}</p>;

  const chain = () => editor.chain().focus();
  const button = (label: string, active: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className={`btn btn-secondary ${styles.toolButton}`}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );

  // The link form closes with the caret back in the text at once: TipTap's focus command waits for the next animation
  // frame, and keys pressed before it (a late frame on a busy machine) went to the closing form and were lost — the
  // following ones then landed after the link instead of where the editor had left off.
  const closeLink = () => {
    editor.view.focus();
    setLinkOpen(false);
  };
  const openLink = () => {
    setHref(state.href);
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = (event: SyntheticEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!address) {
      chain().extendMarkRange('link').unsetLink().run();
      closeLink();
      return;
    }
    if (!isRichTextLink(address)) {
      setLinkError(true);
      return;
    }
    if (editor.state.selection.empty && !state.link) {
      chain()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else chain().extendMarkRange('link').setLink({ href: address }).run();
    closeLink();
  };

  return (
    <div className={styles.richText}>
      <div role="toolbar" aria-label={t('richText.toolbar')} aria-controls={id} className={styles.toolbar}>
        {button(t('richText.heading3'), state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button(t('richText.heading4'), state.h4, () => chain().toggleHeading({ level: 4 }).run())}
        {button(t('richText.bold'), state.bold, () => chain().toggleBold().run())}
        {button(t('richText.italic'), state.italic, () => chain().toggleItalic().run())}
        {button(t('richText.bulletList'), state.bulletList, () => chain().toggleBulletList().run())}
        {button(t('richText.orderedList'), state.orderedList, () => chain().toggleOrderedList().run())}
        {button(t('richText.quote'), state.blockquote, () => chain().toggleBlockquote().run())}
        {button(t('richText.link'), state.link, openLink)}
        {state.inTable ? (
          <>
            {button(t('richText.addRow'), undefined, () => chain().addRowAfter().run())}
            {button(t('richText.addColumn'), undefined, () => chain().addColumnAfter().run())}
            {button(t('richText.deleteRow'), undefined, () => chain().deleteRow().run())}
            {button(t('richText.deleteColumn'), undefined, () => chain().deleteColumn().run())}
            {button(t('richText.deleteTable'), undefined, () => chain().deleteTable().run())}
          </>
        ) : (
          button(t('richText.table'), undefined, () =>
            chain().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run(),
          )
        )}
      </div>
      {linkOpen ? (
        // Not a <form>: the studio's form holds it (no nested forms); Enter in the address applies it.
        <fieldset className={styles.linkForm}>
          <legend>{t('richText.linkForm')}</legend>
          <label htmlFor={linkId}>{t('richText.linkAddress')}</label>
          <input
            id={linkId}
            type="text"
            dir="ltr"
            inputMode="url"
            value={href}
            placeholder="/human/about · https://…"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${linkId}-hint${linkError ? ` ${linkId}-error` : ''}`}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') closeLink();
            }}
            // biome-ignore lint/a11y/noAutofocus: the editor's own small form, opened by the Link button
            autoFocus
          />
          <p id={`${linkId}-hint`} className={styles.hint}>
            {t('richText.linkHint')}
          </p>
          {linkError ? (
            <p id={`${linkId}-error`} className="field-error">
              {t('richText.linkInvalid')}
            </p>
          ) : null}
          <div className="cluster">
            <button type="button" className="btn btn-secondary" onClick={applyLink}>
              {t('richText.linkApply')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={closeLink}>
              {t('richText.linkCancel')}
            </button>
          </div>
        </fieldset>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
