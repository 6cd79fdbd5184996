import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpEnglish, WithI18n } from '../../testing/i18n';
import RichTextEditor from './RichTextEditor';

// The link form of the rich text editor gives the caret back to the text the moment it closes, not a frame later
// (TipTap's focus command waits for an animation frame): keys an editor types straight after applying a link went to
// the closing form and were lost while a late frame kept the editor unfocused, and the next ones landed after the link
// rather than where the editor had gone on typing (a flaky browser test on a busy machine found it).
describe('the rich text editor link form', () => {
  beforeAll(setUpEnglish);

  async function openLinkForm() {
    render(
      <WithI18n>
        <RichTextEditor
          id="details"
          value={null}
          language="en"
          dir="ltr"
          labelledBy="details-label"
          onChange={() => {}}
        />
      </WithI18n>,
    );
    const editor = await screen.findByRole('textbox', { name: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(address);
    return { editor, address };
  }

  it('Enter applies the address and puts the caret back in the text at once', async () => {
    const { editor, address } = await openLinkForm();
    fireEvent.change(address, { target: { value: 'https://www.who.int/' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    // No frame has passed: the next key pressed already reaches the text.
    expect(document.activeElement).toBe(editor);
    expect(editor.querySelector('a[href="https://www.who.int/"]')).not.toBeNull();
  });

  it('Escape and Cancel close the form with the caret back in the text', async () => {
    const { editor, address } = await openLinkForm();
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(document.activeElement).toBe(editor);
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Link address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(editor);
  });
});
