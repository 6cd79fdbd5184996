import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { AreaLoading } from './area-landmark';
import styles from './remote-area.module.css';
import { loadRemoteComponent, type RemoteName } from './remotes';
import { markInteractive, SERVER_AREA_ATTRIBUTE, ServerAreaContext } from './server-area';
import { Unavailable } from './Unavailable';

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

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The area as the server rendered it (the remote's own server, with the page's API answers), kept on screen while
 * the remote loads in the browser; the remote then takes over in a transition — React keeps showing this HTML until
 * the remote's first render is complete (texts, lazy pages), and that render starts from the same API answers
 * (page data), so the swap shows nothing new. A remote that fails to load shows the usual "unavailable" message.
 */
function ServerRenderedArea({
  remote,
  module,
  html,
  onRetry,
}: {
  remote: RemoteName;
  module: string;
  html: string;
  onRetry: () => void;
}) {
  const [loaded, setLoaded] = useState<{ Remote: ComponentType } | { error: unknown }>();
  useEffect(() => {
    let live = true;
    loadRemoteComponent(remote, module).then(
      (module) => {
        if (live) startTransition(() => setLoaded({ Remote: module.default }));
      },
      (error: unknown) => {
        if (live) setLoaded({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module]);
  // The remote (or its "unavailable" message) has replaced the server's HTML: the page responds.
  useEffect(() => {
    if (loaded) markInteractive();
  }, [loaded]);
  return (
    <RemoteBoundary remote={remote} onRetry={onRetry}>
      <Suspense fallback={<AreaLoading />}>
        {loaded && 'Remote' in loaded ? (
          <loaded.Remote />
        ) : loaded ? (
          <Rethrow error={loaded.error} />
        ) : (
          <div
            className={styles.serverArea}
            {...{ [SERVER_AREA_ATTRIBUTE]: remote }}
            // The remote's own server rendered it for this page (shared-ui/server/seo.mjs).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * One remote's area of the page. Loading shows the shared loading screen; a remote that is down or
 * broken shows a translated "temporarily unavailable" message with a retry that works without a reload.
 * On a page the server rendered with the area's HTML (ServerAreaContext), that HTML shows until the remote is in.
 */
export function RemoteArea({ remote, module = 'App' }: { remote: RemoteName; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  const serverArea = useContext(ServerAreaContext);
  // Only the render that produces (server) or hydrates (browser) the page's first view uses the server's HTML — and
  // only for that remote: the router keeps this component (and its state) when the page moves to another division.
  const [server] = useState(() =>
    !hydrated && serverArea?.remote === remote && module === 'App' ? serverArea : undefined,
  );
  const serverHtml = server?.remote === remote ? server.html : undefined;
  const Remote = useMemo<ComponentType>(
    () => lazy(() => loadRemoteComponent(remote, module, attempt)),
    [remote, module, attempt],
  );
  if (serverHtml !== undefined && attempt === 0) {
    return (
      <ServerRenderedArea
        key={remote}
        remote={remote}
        module={module}
        html={serverHtml}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  // Server render and hydration: the loading screen the area shows anyway while its remote loads.
  if (!hydrated) return <AreaLoading />;
  return (
    <RemoteBoundary
      key={`${remote}:${module}:${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<AreaLoading />}>
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
