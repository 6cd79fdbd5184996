import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN, adminLogin, DATA_DIR, expect, readOutbox, WRITE_HEADERS } from '../fixtures';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** A name no other test (or earlier run on a reused database) has used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, small RGB PNG of one colour (the API checks magic bytes and re-encodes, so it must be valid). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(24, 16, colour),
});

export interface CreatedAdmin {
  name: string;
  password: string;
}

/** A new account through the API (as the shared test admin), so the shared admin's own password never changes. */
export async function createAccount(
  page: Page,
  role: 'admin' | 'viewer',
  prefix: string,
): Promise<CreatedAdmin> {
  const slug = () => unique('x').split(' ')[1] as string;
  const name = `${prefix}-${slug()}`;
  const password = `Harbour-Lamp-${slug()}`;
  const response = await page.request.post('/api/admins', {
    headers: WRITE_HEADERS,
    data: { name, email: `${name}@example.com`, role, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, password };
}

/** Signs the browser context in as the test admin (page.request shares the context's cookies). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await adminLogin(page.request);
}

/** Signs in through the form at /AurinkoOne. */
export async function signInThroughForm(
  page: Page,
  name = ADMIN.name,
  password = ADMIN.password,
): Promise<void> {
  await page.goto('/AurinkoOne');
  await page.getByLabel('Admin name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A second admin just for the password-reset flow: resetting ends every session of that admin, which must not
 * sign out the shared test admin while other specs run in parallel. Created with the API's own CLI.
 */
export async function createAdmin(name: string, password: string, email: string): Promise<void> {
  await run(process.execPath, ['dist/cli/create-admin.js', '--name', name, '--email', email], {
    cwd: path.join(REPO, 'api'),
    env: { ...process.env, DATA_DIR, ADMIN_PASSWORD: password, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
}

/** The newest one-time code the development outbox holds for an admin's e-mail address. */
export async function latestCode(recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readOutbox()).filter((mail) => mail.to === recipient && mail.code);
      code = mails.at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code as string;
}
