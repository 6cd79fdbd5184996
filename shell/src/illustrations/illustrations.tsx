import type { SVGProps } from 'react';

/**
 * Brand illustrations drawn as inline SVG (no raster images). They are decorative: the text next to
 * them says the same thing, so they are hidden from assistive technology.
 */
type Props = SVGProps<SVGSVGElement>;

function Art({ children, viewBox = '0 0 240 200', ...props }: Props) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

function Molecule({
  x,
  y,
  scale = 1,
  color = '#0b6b6b',
}: {
  x: number;
  y: number;
  scale?: number;
  color?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} stroke={color} strokeWidth="3" fill="#fff">
      <line x1="0" y1="0" x2="22" y2="-14" />
      <line x1="0" y1="0" x2="24" y2="14" />
      <line x1="0" y1="0" x2="-20" y2="10" />
      <circle cx="0" cy="0" r="8" fill={color} />
      <circle cx="22" cy="-14" r="6" />
      <circle cx="24" cy="14" r="6" />
      <circle cx="-20" cy="10" r="5" fill="#f2a900" stroke="#f2a900" />
    </g>
  );
}

/** Hero: a DNA helix, molecules, a capsule, a leaf and a paw around a glowing sun. */
export function HeroIllustration(props: Props) {
  const rungs = Array.from({ length: 9 }, (_, i) => i);
  return (
    <Art viewBox="0 0 360 300" {...props}>
      <defs>
        <radialGradient id="hero-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#ffe29a" />
          <stop offset="100%" stopColor="#ffe29a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="180" cy="150" r="140" fill="url(#hero-sun)" />
      <circle cx="180" cy="150" r="92" fill="#e3f3f1" />
      <g transform="translate(180 150) rotate(-28)">
        {rungs.map((i) => {
          const y = -96 + i * 24;
          const w = Math.cos(i * 0.8) * 30;
          return (
            <g key={i}>
              <line x1={-w} y1={y} x2={w} y2={y} stroke="#9ccfca" strokeWidth="4" strokeLinecap="round" />
              <circle cx={-w} cy={y} r="6" fill="#0b6b6b" />
              <circle cx={w} cy={y} r="6" fill="#f2a900" />
            </g>
          );
        })}
      </g>
      <g transform="translate(52 206) rotate(-35)">
        <rect x="0" y="0" width="70" height="30" rx="15" fill="#1d5f99" />
        <rect x="35" y="0" width="35" height="30" rx="15" fill="#fff" stroke="#1d5f99" strokeWidth="3" />
        <rect x="35" y="1.5" width="8" height="27" fill="#fff" />
      </g>
      <g transform="translate(268 196)">
        <path d="M0 50C0 16 22-6 62-10 58 30 36 50 0 50Z" fill="#2e6b30" />
        <path d="M0 50 44 6" stroke="#e3f3f1" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g transform="translate(262 38)" fill="#9a4a14">
        <ellipse cx="6" cy="14" rx="6" ry="8" />
        <ellipse cx="20" cy="4" rx="6" ry="8" />
        <ellipse cx="36" cy="4" rx="6" ry="8" />
        <ellipse cx="50" cy="14" rx="6" ry="8" />
        <path d="M28 22c-10 0-20 12-20 21 0 6 5 9 10 9 4 0 6-2 10-2s6 2 10 2c5 0 10-3 10-9 0-9-10-21-20-21Z" />
      </g>
      <Molecule x={64} y={70} />
      <Molecule x={300} y={130} scale={0.8} color="#1d5f99" />
    </Art>
  );
}

export function HumanIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect width="240" height="200" rx="24" fill="#e6eff8" />
      <path
        d="M120 160 62 104a34 34 0 1 1 58-36 34 34 0 1 1 58 36Z"
        fill="#fff"
        stroke="#1d5f99"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M66 104h30l10-20 18 38 10-18h40"
        fill="none"
        stroke="#b3261e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(150 40) rotate(30)">
        <rect width="56" height="24" rx="12" fill="#1d5f99" />
        <rect x="28" width="28" height="24" rx="12" fill="#f2a900" />
        <rect x="28" width="8" height="24" fill="#f2a900" />
      </g>
      <circle cx="40" cy="40" r="8" fill="#9cc0e4" />
      <circle cx="200" cy="170" r="10" fill="#9cc0e4" />
    </Art>
  );
}

export function AnimalIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect width="240" height="200" rx="24" fill="#f7ebe1" />
      <g transform="translate(64 36)" fill="#9a4a14">
        <ellipse cx="14" cy="46" rx="15" ry="19" />
        <ellipse cx="46" cy="18" rx="15" ry="19" />
        <ellipse cx="84" cy="18" rx="15" ry="19" />
        <ellipse cx="116" cy="46" rx="15" ry="19" />
        <path d="M65 66c-24 0-46 28-46 48 0 14 11 20 23 20 9 0 13-5 23-5s14 5 23 5c12 0 23-6 23-20 0-20-22-48-46-48Z" />
      </g>
      <Molecule x={34} y={160} scale={0.8} color="#9a4a14" />
      <circle cx="206" cy="38" r="10" fill="#e7c3a6" />
    </Art>
  );
}

export function PlantIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect width="240" height="200" rx="24" fill="#e7f1e4" />
      <path d="M20 168h200" stroke="#7a5230" strokeWidth="10" strokeLinecap="round" />
      <path d="M120 166V92" stroke="#2e6b30" strokeWidth="7" strokeLinecap="round" />
      <path d="M120 104c0-36 24-58 64-60-2 40-26 60-64 60Z" fill="#2e6b30" />
      <path d="M120 120c0-28-20-46-52-46 0 30 20 46 52 46Z" fill="#4f9a52" />
      <g fill="#f2a900">
        <circle cx="58" cy="142" r="5" />
        <circle cx="80" cy="150" r="4" />
        <circle cx="168" cy="146" r="5" />
        <circle cx="186" cy="154" r="4" />
      </g>
      <circle cx="196" cy="40" r="16" fill="#ffe29a" />
    </Art>
  );
}

export function YeppuenIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect width="240" height="200" rx="24" fill="#fbe9ef" />
      <rect x="70" y="70" width="56" height="100" rx="14" fill="#fff" stroke="#a33b62" strokeWidth="5" />
      <rect x="84" y="46" width="28" height="26" rx="6" fill="#a33b62" />
      <path d="M82 120h32" stroke="#f4b6cb" strokeWidth="8" strokeLinecap="round" />
      <rect x="140" y="112" width="52" height="58" rx="12" fill="#fff" stroke="#a33b62" strokeWidth="5" />
      <rect x="136" y="100" width="60" height="16" rx="6" fill="#a33b62" />
      <g transform="translate(186 50)" fill="#f48fb1">
        <circle cx="0" cy="-12" r="9" />
        <circle cx="11" cy="-4" r="9" />
        <circle cx="7" cy="10" r="9" />
        <circle cx="-7" cy="10" r="9" />
        <circle cx="-11" cy="-4" r="9" />
        <circle cx="0" cy="0" r="6" fill="#f2a900" />
      </g>
    </Art>
  );
}

export function AyushIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect width="240" height="200" rx="24" fill="#f3f0df" />
      <path d="M56 110h128c0 36-28 58-64 58s-64-22-64-58Z" fill="#8a6a2f" />
      <path d="M50 104h140" stroke="#5e4620" strokeWidth="10" strokeLinecap="round" />
      <path d="M150 98 190 36" stroke="#5e4620" strokeWidth="12" strokeLinecap="round" />
      <path d="M70 96c-4-30 12-50 40-56-2 30-16 50-40 56Z" fill="#2e6b30" />
      <path d="M100 96c6-22 24-34 46-32-6 22-22 32-46 32Z" fill="#4f9a52" />
      <g fill="#c2410c">
        <circle cx="44" cy="50" r="6" />
        <circle cx="60" cy="36" r="5" />
      </g>
    </Art>
  );
}

export function ContactIllustration(props: Props) {
  return (
    <Art {...props}>
      <rect x="40" y="50" width="160" height="110" rx="14" fill="#fff" stroke="#0b6b6b" strokeWidth="6" />
      <path d="m46 58 74 56 74-56" fill="none" stroke="#0b6b6b" strokeWidth="6" strokeLinejoin="round" />
      <circle cx="196" cy="52" r="22" fill="#f2a900" />
      <path d="M186 52h20M196 42v20" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </Art>
  );
}
