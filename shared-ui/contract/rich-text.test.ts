import { describe, expect, it } from 'vitest';
import {
  isRichTextEmpty,
  normalizeRichText,
  paragraphsToRichText,
  plainTextToRichText,
  richTextToHtml,
  richTextToPlainText,
} from './rich-text.mjs';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (href: string) => ({ type: 'link', attrs: { href, target: '_blank', rel: 'x', class: null } });

describe('the rich text renderer (one allow-list, for the server and the browser)', () => {
  it('renders headings, emphasis, lists, a table, a quote and links', () => {
    const html = richTextToHtml(
      doc(
        { type: 'heading', attrs: { level: 3 }, content: [text('Dosage')] },
        p(text('Give '), text('twice', [{ type: 'bold' }]), text(' a day', [{ type: 'italic' }])),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(text('three'))] }],
        },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [p(text('Weight'))] }] },
            {
              type: 'tableRow',
              content: [{ type: 'tableCell', attrs: { colspan: 2 }, content: [p(text('10 kg'))] }],
            },
          ],
        },
        { type: 'blockquote', content: [p(text('Said'))] },
        p(text('WHO', [link('https://who.int/x')]), text(' and '), text('us', [link('/human/about')])),
      ),
    );
    expect(html).toBe(
      '<h3>Dosage</h3><p>Give <strong>twice</strong><em> a day</em></p><ul><li><p>one</p></li></ul>' +
        '<ol start="3"><li><p>three</p></li></ol>' +
        '<div class="rich-text-table" tabindex="0"><table><tbody><tr><th scope="col"><p>Weight</p></th></tr>' +
        '<tr><td colspan="2"><p>10 kg</p></td></tr></tbody></table></div><blockquote><p>Said</p></blockquote>' +
        '<p><a href="https://who.int/x" rel="noopener noreferrer">WHO</a> and <a href="/human/about">us</a></p>',
    );
  });

  it('a <script> typed or pasted as text is text, escaped', () => {
    const html = richTextToHtml(doc(p(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))));
    expect(html).toBe('<p>&#60;script&#62;alert(1)&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('a node type outside the allow-list (script, html, image, iframe) is refused and renders nothing', () => {
    for (const type of ['script', 'html', 'image', 'iframe', 'style']) {
      const value = doc({ type, content: [text('alert(1)')] });
      expect(normalizeRichText(value)).toEqual({ error: `content[0]: unknown node type "${type}"` });
      expect(richTextToHtml(value)).toBe('');
    }
  });

  it('on* and style attributes are never copied to the page', () => {
    const html = richTextToHtml(
      doc({
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'x' },
        content: [text('hi', [{ type: 'bold', attrs: { onmouseover: 'alert(1)', style: 'color:red' } }])],
      }),
    );
    expect(html).toBe('<p><strong>hi</strong></p>');
  });

  it('javascript:, data:, protocol-relative and quoting links are refused', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'https://a.example/"onmouseover="alert(1)',
      'vbscript:x',
    ]) {
      const value = doc(p(text('x', [link(href)])));
      expect('error' in normalizeRichText(value), href).toBe(true);
      expect(richTextToHtml(value), href).toBe('');
    }
  });

  it('an unknown mark (e.g. a pasted span with style) is refused, naming where', () => {
    expect(normalizeRichText(doc(p(text('x', [{ type: 'textStyle', attrs: { color: 'red' } }]))))).toEqual({
      error: 'content[0].content[0].marks[0]: unknown mark type "textStyle"',
    });
  });

  it('normalizes: the editor attributes not in the allow-list are dropped', () => {
    expect(normalizeRichText(doc(p(text('x', [link('https://a.example')]))))).toEqual({
      doc: doc(p(text('x', [{ type: 'link', attrs: { href: 'https://a.example' } }]))),
    });
  });

  it('plain text becomes paragraphs without loss; the text comes back out', () => {
    const converted = plainTextToRichText('First line\nsecond line\n\nNext <b>paragraph</b>');
    expect(converted).toEqual(
      doc(
        p(text('First line'), { type: 'hardBreak' }, text('second line')),
        p(text('Next <b>paragraph</b>')),
      ),
    );
    expect(richTextToHtml(converted)).toBe(
      '<p>First line<br>second line</p><p>Next &#60;b&#62;paragraph&#60;/b&#62;</p>',
    );
    expect(richTextToPlainText(converted)).toBe('First line\nsecond line\n\nNext <b>paragraph</b>');
    expect(richTextToPlainText(paragraphsToRichText(['a', 'b']))).toBe('a\n\nb');
    expect(isRichTextEmpty(doc({ type: 'paragraph' }))).toBe(true);
    expect(isRichTextEmpty(converted)).toBe(false);
  });
});
