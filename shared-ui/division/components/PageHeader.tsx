import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './components.module.css';

/**
 * The heading block of a division page; also sets the tab title and the meta description (`description`, else the
 * intro when it is text).
 */
export function PageHeader({
  title,
  intro,
  description,
  children,
}: {
  title: string;
  intro?: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title, description ?? (typeof intro === 'string' ? intro : undefined));
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
      {children}
    </header>
  );
}
