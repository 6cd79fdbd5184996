import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './reveal.module.css';

type RevealState = 'static' | 'hidden' | 'shown';

function motionAllowed(): boolean {
  return (
    typeof IntersectionObserver !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Fades its content in when it scrolls into view (IntersectionObserver, no library). Content is
 * visible by default: it is only hidden once the observer is running and the visitor has not asked
 * for reduced motion, so without JavaScript or with reduced motion nothing ever stays hidden.
 */
export function Reveal({
  as: Tag = 'div',
  className,
  delay = 0,
  children,
}: {
  as?: ElementType;
  className?: string;
  delay?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const node = ref.current;
    if (!node || !motionAllowed()) return;
    // Set here, not as a `style` attribute: the server renders this page, and the CSP refuses inline styles in HTML.
    if (delay) node.style.transitionDelay = `${delay}ms`;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [delay]);

  return (
    <Tag ref={ref} className={[styles.reveal, className].filter(Boolean).join(' ')} data-reveal={state}>
      {children}
    </Tag>
  );
}
