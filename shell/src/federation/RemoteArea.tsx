import { Button, LoadingScreen } from '@aurinko/shared-ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './remote-area.module.css';
import { loadRemoteComponent, type RemoteName } from './remotes';

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.unavailable} role="alert" data-testid="remote-unavailable">
      <h1>{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableText')}</p>
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onRetry();
        }}
      >
        {busy ? t('remote.retrying') : t('remote.retry')}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  onRetry: () => void;
}

/**
 * The federation runtime's refusal of a remote built against an incompatible shared singleton (strict versions,
 * shared-ui/build/federation.mjs): "Version <on the page> from <provider> of shared singleton module <package> does
 * not satisfy the requirement of <remote> which needs <range>".
 */
const VERSION_REFUSAL = /of shared singleton module .* does not satisfy the requirement/;

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean; refused: boolean }> {
  override state = { failed: false, refused: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, refused: VERSION_REFUSAL.test(String((error as Error | undefined)?.message)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.refused || VERSION_REFUSAL.test(String(error?.message))) {
      console.error(
        `Remote "${this.props.remote}" refused: it was built against an incompatible shared package. ${error.message}`,
      );
      return;
    }
    console.warn('Remote area failed to load or render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      // A refused remote's code already ran in this page (its chunks are registered under its name), so a build
      // redeployed since cannot be loaded beside it: its retry reloads the page. A remote that was down retries in place.
      return (
        <Unavailable onRetry={this.state.refused ? () => window.location.reload() : this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}

const never = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that HTML, true from then on: a
 * remote is loaded only in the browser (from wherever the remote map says it is today), after hydration.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * One remote's area of the page. Loading shows the shared loading screen; a remote that is down or
 * broken shows a translated "temporarily unavailable" message with a retry that works without a reload.
 */
export function RemoteArea({ remote, module = 'App' }: { remote: RemoteName; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  const Remote = useMemo<ComponentType>(
    () => lazy(() => loadRemoteComponent(remote, module, attempt)),
    [remote, module, attempt],
  );
  // Server render and hydration: the loading screen the area shows anyway while its remote loads.
  if (!hydrated) return <LoadingScreen />;
  return (
    <RemoteBoundary
      key={`${remote}:${module}:${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
