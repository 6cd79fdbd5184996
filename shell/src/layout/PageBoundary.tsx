import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Unavailable } from '../federation/Unavailable';

interface Props {
  children: ReactNode;
  pathname: string;
  onRetry: () => void;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    // Another page: it starts afresh (without remounting what stays, e.g. a remote's area between its own paths).
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Page failed to load or render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Unavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Around the shell's own pages: a page whose chunk failed or timed out shows the "temporarily unavailable" message
 * with a retry that imports it again (lazyWithRetry) instead of taking the whole site down. A remote's area has its
 * own boundary (RemoteArea).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary key={attempt} pathname={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      {children}
    </Boundary>
  );
}
