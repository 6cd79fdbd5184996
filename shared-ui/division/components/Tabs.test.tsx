import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TabItem, Tabs } from './Tabs';

const TABS: TabItem[] = [
  { id: 'general', label: 'General Info', content: <p>General text</p> },
  { id: 'usage', label: 'Usage', content: <p>Usage text</p> },
  { id: 'feedback', label: 'Feedback', content: <p>Feedback text</p> },
];

function Harness({ tabs = TABS, initial = 'general' }: { tabs?: TabItem[]; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return <Tabs label="Product information" tabs={tabs} selected={selected} onSelect={setSelected} />;
}

afterEach(cleanup);

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General Info', 'Usage', 'Feedback']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]?.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('General text');
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Usage text');
    expect(screen.getByRole('tab', { name: 'Usage' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with arrow keys (wrapping), Home and End, and focuses the new tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'General Info' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Usage' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Usage text');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Feedback text');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('General text');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Feedback text');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'General Info' }));
  });

  it('falls back to the first tab when the selected one does not exist', () => {
    render(<Harness initial="report" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('General text');
  });
});
