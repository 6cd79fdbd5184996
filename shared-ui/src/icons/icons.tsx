import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function Svg({ title, children, ...props }: IconProps & { children: React.ReactNode }) {
  const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; labelled ones get <title>.
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...labelled}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export function DoctorIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="6.5" r="3.5" />
      <path d="M5 21v-2.5A5.5 5.5 0 0 1 10.5 13h3a5.5 5.5 0 0 1 5.5 5.5V21" />
      <path d="M12 15.5v4M10 17.5h4" />
    </Svg>
  );
}

export function PawIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <ellipse cx="6" cy="9.5" rx="1.8" ry="2.3" />
      <ellipse cx="10" cy="5.8" rx="1.8" ry="2.3" />
      <ellipse cx="14" cy="5.8" rx="1.8" ry="2.3" />
      <ellipse cx="18" cy="9.5" rx="1.8" ry="2.3" />
      <path d="M12 11.5c-2.8 0-5.5 3.6-5.5 6 0 1.7 1.3 2.7 2.8 2.7 1.1 0 1.7-.6 2.7-.6s1.6.6 2.7.6c1.5 0 2.8-1 2.8-2.7 0-2.4-2.7-6-5.5-6Z" />
    </Svg>
  );
}

export function PlantIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 2.5-7 7-7 0 4.5-2.5 7-7 7Z" />
      <path d="M12 14c0-3.2-2.2-5.5-6-5.5 0 3.4 2.2 5.5 6 5.5Z" />
      <path d="M7 21h10" />
    </Svg>
  );
}

export function HeartPulseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20.4 12.6 12 21l-8.4-8.4a5 5 0 1 1 8.4-5.3 5 5 0 1 1 8.4 5.3Z" />
      <path d="M3.5 12h4l1.5-3 3 6 1.5-3h7" />
    </Svg>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z" />
      <path d="M5 19 14 10" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Svg {...props} className={['icon-directional', props.className].filter(Boolean).join(' ')}>
      <path d="M9 6l6 6-6 6" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </Svg>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20v-1.5A4.5 4.5 0 0 1 7.5 14h3a4.5 4.5 0 0 1 4.5 4.5V20" />
      <path d="M16 4.6a3.2 3.2 0 0 1 0 6.3M21 20v-1.5a4.5 4.5 0 0 0-3.4-4.4" />
    </Svg>
  );
}
