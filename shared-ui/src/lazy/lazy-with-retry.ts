import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
} from 'react';

/** Failed lazy imports, each waiting for a retry to forget its failure. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can be retried without a reload. React keeps a lazy component's first answer for good, a rejected
 * import included, so after a chunk that failed or timed out (Rspack's `chunkLoadTimeout`, a network error) every
 * retry of the error boundary around it would show the same error until the page is reloaded. Here a failed import is
 * kept only until `retryFailedImports()` (what the fallback's retry button calls before it renders the area again):
 * the next render then imports again — Rspack forgets a failed chunk, so that is a new request. Not on its own at the
 * next render: React renders a failed tree once more before it shows the error boundary, and a chunk that hangs would
 * then keep the visitor waiting twice as long. A successful import is kept, as with `lazy`.
 *
 * Use it where `lazy` would be used, at module level: `const NewsPage = lazyWithRetry(() => import('./NewsPage')
 * .then((m) => ({ default: m.NewsPage })));`. shared-ui is one instance on the page (a federation singleton), so the
 * shell's retry reaches the remotes' lazy pages too.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any page component fits
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let current: LazyExoticComponent<T>;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        const reset = () => {
          current = fresh();
        };
        failed.add(reset);
        throw error;
      }),
    );
  current = fresh();
  function LazyWithRetry(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return LazyWithRetry;
}

/** Lets every lazy page whose import failed import again on its next render (a retry button calls it). */
export function retryFailedImports(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}
