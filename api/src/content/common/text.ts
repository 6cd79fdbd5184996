import { Transform } from 'class-transformer';

/** Trims surrounding white space of a string body field before validation. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Rate limit of the public POSTs (per client IP, on the existing `auth` throttler). */
export const PUBLIC_POST_THROTTLE = { auth: { limit: 5, ttl: 60_000 } };
