import { LoadingScreen } from '@aurinko/shared-ui';
import { type ComponentType, lazy, Suspense } from 'react';

// Benchmark only: the same areas, imported directly instead of through Module Federation.
const local: Record<string, ComponentType> = {
  'human/App': lazy(() => import('../../../mf-human/src/App')),
  'veterinary/App': lazy(() => import('../../../mf-veterinary/src/App')),
  'agriculture/App': lazy(() => import('../../../mf-agriculture/src/App')),
  'dashboard/App': lazy(() => import('../../../mf-dashboard/src/App')),
};

export function RemoteArea({ remote, module = 'App' }: { remote: string; module?: string }) {
  const Area = local[`${remote}/${module}`];
  if (!Area) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Area />
    </Suspense>
  );
}
