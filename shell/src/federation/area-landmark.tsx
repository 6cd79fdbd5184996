import { LoadingScreen } from '@aurinko/shared-ui';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether a remote's area is the page's whole content, with no `main` around it (the dashboard's frame: its remote
 * draws its own banner, nav and `main`). Then what the shell shows in the area's place — the loading screen, the
 * "temporarily unavailable" message — is the page's `main` itself, so the page always has exactly one: the shell's
 * while the remote loads or failed, the remote's once it renders.
 */
export const AreaLandmarkContext = createContext(false);

/** `children` in the page's `main` when the area has none around it (AreaLandmarkContext), else as they are. */
export function AreaMain({ children }: { children: ReactNode }) {
  const landmark = useContext(AreaLandmarkContext);
  if (!landmark) return children;
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

/** The loading screen in a remote's area (in the page's `main` when the area has none around it). */
export function AreaLoading() {
  return (
    <AreaMain>
      <LoadingScreen />
    </AreaMain>
  );
}
