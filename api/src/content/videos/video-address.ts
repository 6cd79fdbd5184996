import { ValidateBy } from 'class-validator';

/** The only hosts an external video may live on: YouTube and Vimeo, over https. */
export const VIDEO_HOSTS: readonly string[] = [
  'youtube.com',
  'www.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
];

export const VIDEO_ADDRESS_MESSAGE =
  'url must be an https address on YouTube (youtube.com, www.youtube.com, youtu.be) or Vimeo (vimeo.com, player.vimeo.com)';

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** https, one of VIDEO_HOSTS exactly (no port, no user name, no look-alike such as `youtube.com.evil.example`). */
export function isVideoAddress(value: string): boolean {
  const url = parse(value);
  return (
    url !== undefined &&
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    VIDEO_HOSTS.includes(url.hostname)
  );
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The privacy-friendly player of an external video: youtube-nocookie.com (no cookies until played) or Vimeo with
 * `dnt=1`; null when the address names no single video (a channel, a search), which the site then just links to.
 * These two frame hosts are exactly what the front ends' CSP `frame-src` allows.
 */
export function embedAddress(value: string): string | null {
  if (!isVideoAddress(value)) return null;
  const url = parse(value) as URL;
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (url.hostname === 'youtu.be') youtube = first;
  else if (url.hostname.endsWith('youtube.com')) {
    if (first === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live'].includes(first)) youtube = second;
  }
  if (youtube !== undefined) {
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  }
  const vimeo = url.hostname === 'player.vimeo.com' ? (first === 'video' ? second : '') : first;
  return VIMEO_ID.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}?dnt=1` : null;
}

/** Class-validator rule: `""` (no address) or an address `isVideoAddress` accepts. */
export function IsVideoAddress(): PropertyDecorator {
  return ValidateBy({
    name: 'isVideoAddress',
    validator: {
      validate: (value: unknown) => value === '' || (typeof value === 'string' && isVideoAddress(value)),
      defaultMessage: () => VIDEO_ADDRESS_MESSAGE,
    },
  });
}
