import type { CertificateBadge } from '@aurinko/contract/resources';
import type { ReactNode } from 'react';
import styles from './CertificationBadge.module.css';

/**
 * Emblems drawn in a 120×120 box inside one round seal, stroked in the division colour: one per kind of certification
 * (a certificate's `badge`, chosen in the studio: CERTIFICATE_BADGES of the contract), a plain star for `other`.
 */
const EMBLEMS: Readonly<Record<Exclude<CertificateBadge, 'other'>, ReactNode>> = {
  // WHO-GMP: a globe with meridians and a parallel.
  'who-gmp': (
    <>
      <circle cx="60" cy="56" r="22" />
      <ellipse cx="60" cy="56" rx="10" ry="22" />
      <path d="M38 56h44M42 45h36M42 67h36" />
    </>
  ),
  // FSSAI (food safety): a shield holding a leaf.
  fssai: (
    <>
      <path d="M60 32l22 8v16c0 14-10 22-22 28-12-6-22-14-22-28V40z" />
      <path d="M50 66c0-12 8-20 20-22 0 12-8 20-20 22zM50 66l10-10" />
    </>
  ),
  // APEDA (agricultural exports): a crate with an arrow leaving it.
  apeda: (
    <>
      <path d="M36 52h30v28H36zM36 62h30M51 52v28" />
      <path d="M60 46l22-14M70 32h12v12" />
    </>
  ),
  // HACCP (hazard control points): a clipboard with ticked lines.
  haccp: (
    <>
      <path d="M42 36h36v46H42zM52 32h16v8H52z" />
      <path d="M48 50l4 4 6-7M62 51h10M48 66l4 4 6-7M62 67h10" />
    </>
  ),
  // ISO 9001 (quality management): a gear around a tick.
  'iso-9001': (
    <>
      <circle cx="60" cy="56" r="16" />
      <path d="M60 32v8M60 72v8M36 56h8M76 56h8M43 39l6 6M71 67l6 6M43 73l6-6M71 45l6-6" />
      <path d="M52 56l6 6 10-11" />
    </>
  ),
  // ISO 22000 (food safety management): an ear of wheat.
  'iso-22000': (
    <>
      <path d="M60 84V34" />
      <path d="M60 44c-8-2-12-8-12-14 8 2 12 8 12 14zM60 44c8-2 12-8 12-14-8 2-12 8-12 14zM60 58c-8-2-12-8-12-14 8 2 12 8 12 14zM60 58c8-2 12-8 12-14-8 2-12 8-12 14zM60 72c-8-2-12-8-12-14 8 2 12 8 12 14zM60 72c8-2 12-8 12-14-8 2-12 8-12 14z" />
    </>
  ),
};

const FALLBACK: ReactNode = <path d="M60 34l7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" />;

/** The emblem drawn for a kind of certification (exported for tests); an unknown kind draws the star. */
export function emblemFor(badge: string): ReactNode {
  return EMBLEMS[badge as keyof typeof EMBLEMS] ?? FALLBACK;
}

/** A decorative badge for a certification: the heading next to it names it, so the drawing is hidden from readers. */
export function CertificationBadge({ badge }: { badge: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={styles.badge}
      aria-hidden="true"
      focusable="false"
      direction="ltr"
      data-testid="certification-badge"
    >
      <path className={styles.ribbon} d="M40 92l-8 24 14-6 8 10 6-22M80 92l8 24-14-6-8 10-6-22" />
      <circle className={styles.seal} cx="60" cy="56" r="48" />
      <circle className={styles.ring} cx="60" cy="56" r="40" />
      <g className={styles.emblem}>{emblemFor(badge)}</g>
    </svg>
  );
}
