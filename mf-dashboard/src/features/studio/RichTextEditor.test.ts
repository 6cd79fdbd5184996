import { normalizeRichText, richTextToHtml } from '@aurinko/contract/rich-text';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './RichTextEditor';

// What an editor pasting from Word or Google Docs gets: the editor's schema (the contract's allow-list) keeps the
// text, headings, emphasis, lists, tables and safe links; styles, classes, spans, images, scripts and unsafe links go.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->
<h1 style="color:red">Dosage by weight</h1>
<p class="MsoNormal" style="font-family:Calibri"><span style="color:#c00"><b>Give</b></span> <i>slowly</i><o:p></o:p></p>
<script>window.pasted = true</script>
<img src="x" onerror="window.pasted = true">
<ul><li><p>Calcium</p></li><li><p onclick="window.pasted = true">Magnesium</p></li></ul>
<table style="border:1px"><tr><th>Weight</th><th>Dose</th></tr><tr><td>500 kg</td><td>8 g</td></tr></table>
<p><a href="javascript:window.pasted=true">bad link</a> <a href="https://www.who.int/x" target="_blank">WHO</a></p>
</body></html>`;

const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Strong</span><span> plain</span></p><ol><li dir="ltr"><p dir="ltr"><span>First</span></p></li></ol></b>`;

describe('pasting into the rich text editor', () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());

  const paste = (html: string) => {
    editor = new Editor({ extensions: richTextExtensions(), element: document.createElement('div') });
    // jsdom has no ClipboardEvent: a plain paste event stands in (the editor reads the HTML given, not the event).
    editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
    return editor.getJSON();
  };

  it('Word HTML keeps its text and structure in the allowed nodes only; nothing runs', () => {
    const json = paste(WORD);
    const result = normalizeRichText(json);
    expect('doc' in result, JSON.stringify(result)).toBe(true);
    const html = richTextToHtml(json);
    expect(html).toContain('<strong>Give</strong>');
    expect(html).toContain('<em>slowly</em>');
    expect(html).toContain('<ul><li><p>Calcium</p></li><li><p>Magnesium</p></li></ul>');
    expect(html).toContain('<th scope="col"><p>Weight</p></th>');
    expect(html).toContain('<td><p>8 g</p></td>');
    expect(html).toContain('<a href="https://www.who.int/x" rel="noopener noreferrer">WHO</a>');
    expect(html).toContain('bad link');
    for (const gone of ['javascript:', '<img', 'onerror', 'onclick', 'style', 'script', 'MsoNormal', 'o:p'])
      expect(html).not.toContain(gone);
    expect((window as { pasted?: boolean }).pasted).toBeUndefined();
  });

  it('Google Docs HTML: its bold wrapper is not bold, its bold spans are', () => {
    const html = richTextToHtml(paste(DOCS));
    // The editor keeps an empty paragraph after a list to type on (TipTap's trailing node).
    expect(html).toBe('<p><strong>Strong</strong> plain</p><ol><li><p>First</p></li></ol><p></p>');
  });
});
