import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry, retryFailedImports } from './lazy-with-retry';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <button type="button" onClick={this.props.onRetry}>
          Retry
        </button>
      );
    }
    return this.props.children;
  }
}

function Area({ Page }: { Page: ComponentType }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary
      key={attempt}
      onRetry={() => {
        retryFailedImports();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}

describe('lazyWithRetry', () => {
  it('imports again when a failed page is retried, and shows the page without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: (props: { name: string }) => ReactNode }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 12 failed (timeout)'))
      .mockResolvedValue({ default: ({ name }) => <h1>Hello {name}</h1> });
    const Page = lazyWithRetry(load);
    render(<Area Page={() => <Page name="visitor" />} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // React renders a failed tree once more before the boundary shows: the failure is kept until the retry.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'Hello visitor' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('keeps a failure until retryFailedImports: rendering again alone does not import again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<{ default: () => ReactNode }> => {
      throw new Error('offline');
    });
    const Page = lazyWithRetry(load);
    const first = render(<Area Page={Page} />);
    await screen.findByRole('button', { name: 'Retry' });
    first.unmount();
    render(<Area Page={Page} />);
    await screen.findByRole('button', { name: 'Retry' });
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('keeps a successful import: later renders do not import again', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Page</p> }));
    const Page = lazyWithRetry(load);
    const { unmount } = render(<Area Page={Page} />);
    await screen.findByText('Page');
    unmount();
    render(<Area Page={Page} />);
    await screen.findByText('Page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
