import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * What strangers can send must never reach code that was not written for it (see README "Hardening"). These checks
 * run for every route, before any DTO: deep JSON is refused before it is parsed, and the global validation pipe
 * refuses strings that are not valid text (lone surrogates, control characters) and `null` anywhere in the input.
 */

/** Deeper JSON than any form of this site sends; 3,000 nested arrays used to overflow the stack later on. */
export const MAX_JSON_DEPTH = 32;

/** Thrown from body-parser's `verify` hook: it keeps `status`, so the answer is a JSON 400. */
class InputError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = 'entity.too.deep';
}

/**
 * Scans the text (strings skipped) so a too-deep document is refused without ever being parsed. UTF-8 bytes are
 * scanned as they are (no byte of a multi-byte character is ASCII); other charsets are decoded first — in UTF-16 a
 * character's bytes can be a quote or a bracket, which would hide the nesting from a byte scan.
 */
export function jsonDepthExceeds(text: Buffer | string, limit = MAX_JSON_DEPTH): boolean {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = at(i);
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limit) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

/** The body as text in the charset body-parser will parse it with (it accepts utf-8, utf-16 and utf-32 only). */
function decoded(buffer: Buffer, encoding: string | undefined): Buffer | string {
  const charset = (encoding ?? 'utf-8').toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return buffer;
  if (charset === 'utf-16' || charset === 'utf-16le' || charset === 'utf-16be') {
    // utf-16 without an order: a byte-order mark decides, little-endian otherwise (as iconv-lite decodes it).
    const bigEndian =
      charset === 'utf-16be' || (charset === 'utf-16' && buffer[0] === 0xfe && buffer[1] === 0xff);
    return new TextDecoder(bigEndian ? 'utf-16be' : 'utf-16le').decode(buffer);
  }
  throw new CharsetError(`Unsupported charset "${charset}": send JSON as UTF-8`);
}

class CharsetError extends Error {
  readonly status = 415;
  readonly expose = true;
  readonly type = 'charset.unsupported';
}

export function rejectDeepJson(
  _req: IncomingMessage,
  _res: unknown,
  buffer: Buffer,
  encoding?: string,
): void {
  if (jsonDepthExceeds(decoded(buffer, encoding))) {
    throw new InputError(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/**
 * cookie-parser turns `j:`-prefixed values into JSON (`j:{}` → an object, `j:123` → a number); every cookie this
 * API reads is a plain string, so anything else is dropped as if it had not been sent.
 */
export function plainCookiesOnly(req: Request, _res: Response, next: NextFunction): void {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  if (cookies) {
    for (const [name, value] of Object.entries(cookies)) {
      if (typeof value !== 'string') delete cookies[name];
    }
  }
  next();
}

// C0 controls except tab, line feed and carriage return, and DEL: never part of text anyone types.
// With the u flag a proper surrogate pair is one code point; only a lone half is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Problems per field path (`translations.en`, `items.2.name`) in a parsed body, query or param, or null.
 * Walks iteratively, so no input can exhaust the stack here either.
 */
export function findUnsafeInput(
  value: unknown,
  root: string,
  nullAllowed: ReadonlySet<string> = new Set(),
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const stack: Array<{ path: string; value: unknown; depth: number }> = [{ path: '', value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { path: string; value: unknown; depth: number };
    const field = item.path || root;
    if (item.value === null) {
      if (item.depth === 0 || !nullAllowed.has(item.path)) {
        problems[field] = [`${field} must not be null (leave it out instead)`];
      }
    } else if (typeof item.value === 'string') {
      if (LONE_SURROGATE.test(item.value)) {
        problems[field] = [`${field} must be valid text (it contains a lone UTF-16 surrogate)`];
      } else if (CONTROL.test(item.value)) {
        problems[field] = [`${field} must not contain control characters`];
      }
    } else if (typeof item.value === 'object') {
      if (item.depth >= MAX_JSON_DEPTH) {
        problems[field] = [`${field} is nested too deeply`];
        continue;
      }
      for (const [key, child] of Object.entries(item.value as object)) {
        stack.push({ path: item.path ? `${item.path}.${key}` : key, value: child, depth: item.depth + 1 });
      }
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

const NULL_ALLOWED = Symbol('nullAllowed');

/**
 * Marks a DTO property that may be `null` on purpose (e.g. "remove this file"); every other `null` is refused,
 * because `@IsOptional()` lets null through to code that expects a value.
 */
export function NullAllowed(): PropertyDecorator {
  return (target, property) => {
    const owner = target.constructor as unknown as { [NULL_ALLOWED]?: Set<string> };
    owner[NULL_ALLOWED] = new Set([...(owner[NULL_ALLOWED] ?? []), String(property)]);
  };
}

export function nullAllowedProperties(metatype: unknown): ReadonlySet<string> {
  return (metatype as { [NULL_ALLOWED]?: Set<string> } | undefined)?.[NULL_ALLOWED] ?? new Set();
}
