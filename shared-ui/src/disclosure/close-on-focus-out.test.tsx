import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOnFocusOut } from './close-on-focus-out';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focusout of a disclosure's wrapper, as the menus do. */}
      <div onBlur={closeOnFocusOut(() => setOpen(false))}>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Products
        </button>
        <ul hidden={!open}>
          <li>
            <a href="#a">First</a>
          </li>
          <li>
            <a href="#b">Second</a>
          </li>
        </ul>
      </div>
      <a href="#after">After the menu</a>
    </>
  );
}

afterEach(cleanup);

describe('closeOnFocusOut', () => {
  it('keeps the menu open while focus moves inside it and closes it when Tab leaves it', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Products' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Second');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After the menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
