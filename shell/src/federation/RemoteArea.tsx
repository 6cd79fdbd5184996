import { RenderedForHost } from '@aurinko/shared-ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { takeAreaPresses } from '../early-input';
import { AreaLoading } from './area-landmark';
import styles from './remote-area.module.css';
import { loadRemoteComponent, type RemoteName } from './remotes';
import { markInteractive, SERVER_AREA_ATTRIBUTE, ServerAreaContext } from './server-area';
import { Unavailable } from './Unavailable';

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  onRetry: () => void;
  /** Called once the area shows the "unavailable" message instead of the remote. */
  onFailed?: () => void;
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
    this.props.onFailed?.();
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
 * Renders nothing; once the remote's area has been hydrated — every Suspense boundary the server rendered in it,
 * a lazy page's included, which may hydrate a moment after the area — or after 5 s at most, says so.
 */
function TakenOver({ area, onTaken }: { area: RefObject<HTMLDivElement | null>; onTaken: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = 0;
    const check = () => {
      const element = area.current;
      if (!element || boundariesHydrated(element) || waited >= 5000) {
        onTaken();
        return;
      }
      waited += 50;
      timer = setTimeout(check, 50);
    };
    check();
    return () => clearTimeout(timer);
  }, [area, onTaken]);
  return null;
}

/**
 * Whether React has hydrated every Suspense boundary the server rendered in `area`: the server marks each with a
 * `<!--$-->` comment, and the first element after it carries React's props once hydrated.
 */
function boundariesHydrated(area: Element): boolean {
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node as Comment).data.startsWith('$')) continue;
    let next = node.nextSibling;
    while (next && next.nodeType !== Node.ELEMENT_NODE) {
      if (next.nodeType === Node.COMMENT_NODE && (next as Comment).data === '/$') break;
      next = next.nextSibling;
    }
    if (next instanceof Element && !hydrated(next)) return false;
  }
  return true;
}

/** Whether React has attached to `element` (hydrated it): it keeps the element's props on it. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Presses `element` again, held while the remote took its area over: once React has hydrated it (a lazy page inside
 * the area may hydrate a moment after the area; at most 5 s), so that its handler, not the plain HTML, answers.
 */
async function pressAgain(element: HTMLElement): Promise<void> {
  for (let waited = 0; element.isConnected && !hydrated(element) && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (element.isConnected) element.click();
  // The area is gone (its remote failed): a link still leads where it said.
  else if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
}

/**
 * The area as the server rendered it (the remote's own server, with the page's API answers). In the browser the
 * remote *hydrates* that HTML: the area is a Suspense boundary whose content is the remote, so while the remote's code
 * loads React keeps the server's HTML as it is (a dehydrated boundary), and once it has loaded React attaches the
 * remote to the same elements — nothing is drawn again, so the page's largest paint stays the first one. The remote's
 * first render starts from the same texts and API answers (page data), so it matches; should something differ after
 * all, React renders the area again in the browser (a warning, bootstrap.tsx), as it would have without hydration.
 * A remote that fails to load shows the usual "unavailable" message.
 */
function ServerRenderedArea({
  remote,
  module,
  html,
  onServer,
  onRetry,
}: {
  remote: RemoteName;
  module: string;
  html: string;
  /** The shell's server render (no remote code there: it writes the remote's HTML). */
  onServer: boolean;
  onRetry: () => void;
}) {
  const Remote = useMemo<ComponentType>(
    () => lazy(() => loadRemoteComponent(remote, module)),
    [remote, module],
  );
  const [taken, setTaken] = useState(false);
  const onTaken = useCallback(() => setTaken(true), []);
  // The remote has taken its area over (or its "unavailable" message has replaced it): the page responds.
  useEffect(() => {
    if (!taken) return;
    markInteractive();
    // What was pressed in the area meanwhile (held by early-input.ts) is pressed now: the elements are the server's,
    // kept by hydration.
    for (const element of takeAreaPresses()) void pressAgain(element);
  }, [taken]);
  return (
    <RemoteBoundary remote={remote} onRetry={onRetry} onFailed={onTaken}>
      <AreaContent
        remote={remote}
        Remote={Remote}
        html={html}
        onServer={onServer}
        taken={taken}
        onTaken={onTaken}
      />
    </RemoteBoundary>
  );
}

/**
 * The boundary the remote hydrates. Memoised, with stable props: a Suspense boundary that is still waiting to be
 * hydrated and receives an update (a new callback, a new element) gives hydration up and is drawn again.
 */
const AreaContent = memo(function AreaContent({
  remote,
  Remote,
  html,
  onServer,
  taken,
  onTaken,
}: {
  remote: RemoteName;
  Remote: ComponentType;
  html: string;
  onServer: boolean;
  taken: boolean;
  onTaken: () => void;
}) {
  const marker = taken ? {} : { [SERVER_AREA_ATTRIBUTE]: remote };
  const areaRef = useRef<HTMLDivElement>(null);
  // The same element on every render: when the marker goes, nothing inside is rendered again (a nested boundary, a
  // lazy page still loading, would give its hydration up if it were). The area is shown in the shell's frame, so the
  // remote draws what its server drew for the shell (RenderedForHost: no menu of its own, forms inert until hydrated).
  const content = useMemo(
    () => (
      <RenderedForHost value={true}>
        <Remote />
      </RenderedForHost>
    ),
    [Remote],
  );
  return (
    <Suspense fallback={<AreaLoading />}>
      {!onServer ? (
        <div className={styles.serverArea} {...marker} ref={areaRef}>
          {content}
          <TakenOver area={areaRef} onTaken={onTaken} />
        </div>
      ) : (
        <div
          className={styles.serverArea}
          {...marker}
          // The remote's own server rendered it for this page (shared-ui/server/seo.mjs).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Suspense>
  );
});

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
        onServer={server?.onServer === true}
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
