import { authMessage } from '../auth/auth-messages.js';

type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon' | 'passwordContainsName';

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '88888888',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'welcome1',
  'welcome123',
  'letmein1',
  'trustno1',
  'admin123',
  'administrator',
  'changeme',
  'whatever',
  'computer',
  'internet',
  'zaq12wsx',
  'asdfghjk',
  'aaaaaaaa',
  'master123',
  'dragon123',
  'monkey123',
  'michael1',
  'jennifer',
  'shadow12',
  'mustang1',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'secret123',
  'aurinko1',
  'aurinko123',
  'aurinkoone',
]);

/** Why a password is refused (a key of AUTH_MESSAGES), or null when it is acceptable. */
export function passwordProblemKey(password: string, name?: string): PasswordProblem | null {
  if (password.length < 8) return 'passwordTooShort';
  if (password.length > 128) return 'passwordTooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) return 'passwordTooCommon';
  if (name && lower.includes(name.toLowerCase())) return 'passwordContainsName';
  return null;
}

/** Returns why a password is refused (in English), or null when it is acceptable. */
export function passwordProblem(password: string, name?: string): string | null {
  const key = passwordProblemKey(password, name);
  return key ? authMessage(key) : null;
}
