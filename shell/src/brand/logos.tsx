import type { SVGProps } from 'react';

type LogoProps = SVGProps<SVGSVGElement> & {
  /** Accessible name; without it the logo is decorative (aria-hidden). */
  title?: string;
};

function a11y(title: string | undefined) {
  return title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
}

/**
 * The logos' text is Latin artwork: laid out left to right in every language (global.css gives `svg[dir="ltr"]`
 * direction: ltr and an isolated bidi context; `direction` is also the SVG presentation attribute).
 */
const LTR = { dir: 'ltr', direction: 'ltr' } as const;

/** The Aurinko Life Sciences mark: a sun whose core is a three-atom molecule. */
export function AurinkoMark({ title, ...props }: LogoProps) {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless titled; a titled logo gets role=img and <title>.
    <svg viewBox="0 0 64 64" width="40" height="40" focusable="false" {...LTR} {...a11y(title)} {...props}>
      {title ? <title>{title}</title> : null}
      <g stroke="#f2a900" strokeWidth="3.2" strokeLinecap="round">
        {rays.map((angle) => (
          <line key={angle} x1="32" y1="4" x2="32" y2="11" transform={`rotate(${angle} 32 32)`} />
        ))}
      </g>
      <circle cx="32" cy="32" r="17" fill="#0b6b6b" />
      <g stroke="#ffffff" strokeWidth="2" fill="#ffffff">
        <line x1="25" y1="36" x2="32" y2="25" />
        <line x1="32" y1="25" x2="39" y2="36" />
        <line x1="25" y1="36" x2="39" y2="36" />
        <circle cx="32" cy="25" r="3.4" />
        <circle cx="25" cy="36" r="3" />
        <circle cx="39" cy="36" r="3" fill="#f2a900" stroke="#f2a900" />
      </g>
    </svg>
  );
}

/** The full new logo: mark plus the name, drawn (not a raster image). */
export function AurinkoLogo({ title, ...props }: LogoProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless titled; a titled logo gets role=img and <title>.
    <svg viewBox="0 0 300 80" width="300" height="80" focusable="false" {...LTR} {...a11y(title)} {...props}>
      {title ? <title>{title}</title> : null}
      <g transform="translate(8 8)">
        <AurinkoMark width="64" height="64" x="0" y="0" />
      </g>
      <text x="84" y="44" fontFamily="inherit" fontSize="30" fontWeight="800" fill="#074f4f">
        AURINKO
      </text>
      <text
        x="86"
        y="66"
        fontFamily="inherit"
        fontSize="14"
        fontWeight="600"
        letterSpacing="3"
        fill="#4a5a63"
      >
        LIFE SCIENCES
      </text>
    </svg>
  );
}

/** The former logo (Surya Nanopharma): a rising sun over a horizon, in warm tones. */
export function SuryaLogo({ title, ...props }: LogoProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless titled; a titled logo gets role=img and <title>.
    <svg viewBox="0 0 300 80" width="300" height="80" focusable="false" {...LTR} {...a11y(title)} {...props}>
      {title ? <title>{title}</title> : null}
      <g transform="translate(8 10)">
        <path d="M4 44a28 28 0 0 1 56 0Z" fill="#c2410c" />
        <path d="M14 44a18 18 0 0 1 36 0Z" fill="#f59e0b" />
        <g stroke="#c2410c" strokeWidth="3" strokeLinecap="round">
          <line x1="32" y1="2" x2="32" y2="10" />
          <line x1="8" y1="14" x2="13" y2="19" />
          <line x1="56" y1="14" x2="51" y2="19" />
        </g>
        <line x1="0" y1="48" x2="64" y2="48" stroke="#7c2d12" strokeWidth="3" strokeLinecap="round" />
        <line x1="10" y1="55" x2="54" y2="55" stroke="#7c2d12" strokeWidth="2" strokeLinecap="round" />
      </g>
      <text x="84" y="42" fontFamily="Georgia, serif" fontSize="30" fontWeight="700" fill="#7c2d12">
        Surya
      </text>
      <text x="86" y="64" fontFamily="Georgia, serif" fontSize="15" fontStyle="italic" fill="#9a3412">
        Nanopharma
      </text>
    </svg>
  );
}
