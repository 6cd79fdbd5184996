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
  children: ReactNode;
  onRetry: () => void;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Remote area failed to load or render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <Unavailable onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

/**
 * One remote's area of the page. Loading shows the shared loading screen; a remote that is down or
 * broken shows a translated "temporarily unavailable" message with a retry that works without a reload.
 */
export function RemoteArea({ remote, module = 'App' }: { remote: RemoteName; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo<ComponentType>(
    () => lazy(() => loadRemoteComponent(remote, module, attempt > 0)),
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary key={`${remote}:${module}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingScreen />}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
