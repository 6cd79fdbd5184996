import type { Technology } from '@aurinko/contract/catalogue';
import type { ReactNode } from 'react';
import styles from './components.module.css';

/**
 * Drawn illustrations of the division pages (inline SVG, no image requests). Each carries its
 * translated alternative text; colours follow the division colour of the surrounding layout.
 */
export type IllustrationKind =
  | 'campus'
  | 'factory'
  | 'cleanroom'
  | 'laboratory'
  | 'globe'
  | 'certificate'
  | Technology
  | 'banner';

const DRAWINGS: Record<IllustrationKind, ReactNode> = {
  campus: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <circle cx="330" cy="55" r="28" fill="var(--color-accent)" />
      <rect x="40" y="90" width="150" height="120" rx="6" fill="var(--division-color)" />
      <rect x="205" y="120" width="150" height="90" rx="6" fill="var(--color-brand)" />
      {[60, 100, 140].map((x) => (
        <rect key={x} x={x} y="110" width="28" height="22" rx="3" fill="#fff" opacity="0.85" />
      ))}
      {[60, 100, 140].map((x) => (
        <rect key={`b${x}`} x={x} y="150" width="28" height="22" rx="3" fill="#fff" opacity="0.85" />
      ))}
      {[225, 265, 305].map((x) => (
        <rect key={x} x={x} y="140" width="28" height="20" rx="3" fill="#fff" opacity="0.85" />
      ))}
      <rect x="0" y="210" width="400" height="30" fill="var(--color-border)" />
    </>
  ),
  factory: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <path d="M30 210V120l60 35v-35l60 35v-35l60 35V70h40v140Z" fill="var(--division-color)" />
      <rect x="270" y="110" width="100" height="100" rx="6" fill="var(--color-brand)" />
      <rect x="290" y="130" width="60" height="30" rx="4" fill="#fff" opacity="0.85" />
      <rect x="0" y="210" width="400" height="30" fill="var(--color-border)" />
      <circle cx="230" cy="50" r="12" fill="var(--color-border)" />
      <circle cx="250" cy="35" r="16" fill="var(--color-border)" />
    </>
  ),
  cleanroom: (
    <>
      <rect width="400" height="240" fill="#eef6f8" />
      <rect x="40" y="140" width="320" height="50" rx="8" fill="var(--color-brand)" />
      {[80, 140, 200, 260, 320].map((x) => (
        <circle key={x} cx={x} cy="130" r="12" fill="#fff" stroke="var(--division-color)" strokeWidth="4" />
      ))}
      <circle cx="120" cy="70" r="18" fill="var(--division-color)" />
      <rect x="100" y="90" width="40" height="50" rx="12" fill="var(--division-color)" />
      <circle cx="280" cy="70" r="18" fill="var(--division-color)" />
      <rect x="260" y="90" width="40" height="50" rx="12" fill="var(--division-color)" />
    </>
  ),
  laboratory: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <path d="M150 40h40v60l40 90H110l40-90Z" fill="#fff" stroke="var(--division-color)" strokeWidth="6" />
      <path d="M125 160h90l15 30H110Z" fill="var(--division-color)" />
      <rect
        x="250"
        y="60"
        width="24"
        height="130"
        rx="12"
        fill="#fff"
        stroke="var(--color-brand)"
        strokeWidth="6"
      />
      <rect x="256" y="130" width="12" height="55" rx="6" fill="var(--color-brand)" />
      <circle cx="320" cy="90" r="10" fill="var(--color-accent)" />
      <circle cx="340" cy="120" r="6" fill="var(--color-accent)" />
    </>
  ),
  globe: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <circle cx="200" cy="120" r="90" fill="#fff" stroke="var(--division-color)" strokeWidth="6" />
      <ellipse cx="200" cy="120" rx="40" ry="90" fill="none" stroke="var(--division-color)" strokeWidth="4" />
      <path d="M110 120h180M125 75h150M125 165h150" stroke="var(--division-color)" strokeWidth="4" />
      <path
        d="M60 200C120 140 280 140 340 60"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="5"
        strokeDasharray="10 8"
      />
    </>
  ),
  certificate: (
    <>
      <rect
        x="40"
        y="20"
        width="320"
        height="200"
        rx="10"
        fill="#fff"
        stroke="var(--division-color)"
        strokeWidth="6"
      />
      <path
        d="M90 70h220M90 100h220M90 130h140"
        stroke="var(--color-border)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="290" cy="165" r="30" fill="var(--color-accent)" />
      <path d="M275 165l10 10 20-20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  nanophosphosome: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <circle
        cx="200"
        cy="120"
        r="95"
        fill="none"
        stroke="var(--division-color)"
        strokeWidth="14"
        strokeDasharray="4 6"
      />
      <circle
        cx="200"
        cy="120"
        r="72"
        fill="none"
        stroke="var(--division-color)"
        strokeWidth="14"
        strokeDasharray="4 6"
      />
      {[
        [180, 100],
        [220, 110],
        [195, 140],
        [225, 145],
        [170, 130],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="var(--color-accent)" />
      ))}
    </>
  ),
  neunaparticles: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      <circle cx="110" cy="120" r="70" fill="var(--color-border)" />
      {Array.from({ length: 24 }, (_, i) => (
        <circle
          key={`p${String(i)}`}
          cx={240 + (i % 6) * 22}
          cy={70 + Math.floor(i / 6) * 30}
          r="8"
          fill="var(--division-color)"
        />
      ))}
    </>
  ),
  neunamins: (
    <>
      <rect width="400" height="240" fill="var(--color-surface-alt)" />
      {Array.from({ length: 15 }, (_, i) => (
        <circle
          key={`m${String(i)}`}
          cx={80 + (i % 5) * 60}
          cy={60 + Math.floor(i / 5) * 60}
          r={10 + (i % 3) * 8}
          fill={i % 2 ? 'var(--division-color)' : 'var(--color-brand)'}
        />
      ))}
    </>
  ),
  banner: (
    <>
      <rect width="400" height="240" fill="var(--division-color)" />
      <circle cx="330" cy="40" r="110" fill="#fff" opacity="0.12" />
      <circle cx="60" cy="230" r="90" fill="#fff" opacity="0.1" />
      <path d="M0 200C100 160 200 230 400 170V240H0Z" fill="#fff" opacity="0.15" />
    </>
  ),
};

export function Illustration({
  kind,
  alt,
  className,
}: {
  kind: IllustrationKind;
  alt: string;
  className?: string;
}) {
  // An empty alt marks the drawing decorative (like <img alt="">): hidden from assistive technology.
  if (!alt) {
    return (
      <svg
        viewBox="0 0 400 240"
        aria-hidden="true"
        focusable="false"
        className={[styles.illustration, className].filter(Boolean).join(' ')}
        preserveAspectRatio="xMidYMid slice"
      >
        {DRAWINGS[kind]}
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 400 240"
      role="img"
      aria-label={alt}
      className={[styles.illustration, className].filter(Boolean).join(' ')}
      preserveAspectRatio="xMidYMid slice"
    >
      <title>{alt}</title>
      {DRAWINGS[kind]}
    </svg>
  );
}
