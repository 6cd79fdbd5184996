import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './components.module.css';

/** The heading block of a division page; also sets the tab title. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {intro ? <p className={styles.lead}>{intro}</p> : null}
      {children}
    </header>
  );
}
