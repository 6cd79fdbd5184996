/**
 * Errors that mean "the database cannot answer right now" (stopped, frozen, unreachable, overloaded, busy) rather
 * than "this request is wrong". The exception filter answers them with 503 for every route, so a client retries
 * instead of seeing a 500 — and nothing about the database leaks.
 */
/**
 * InnoDB's deadlock victim: `ER_LOCK_DEADLOCK`, or `ER_AUTOINC_READ_FAILED` (1467) when the lock it waited for was the
 * table's AUTO-INC lock (an INSERT … SELECT holds it to its statement's end, lock mode 1: the search texts' refill and
 * their triggers write that way), which InnoDB reports as a failure to read the counter instead of 1213. Either way
 * the statement is undone, and its transaction by InnoDB or by the transaction's wrapper (TypeORM rolls back on error).
 */
const DEADLOCK_CODES = ['ER_LOCK_DEADLOCK', 'ER_AUTOINC_READ_FAILED'];

const UNAVAILABLE_CODES = new Set([
  // network and connection lifecycle (mysql2 / Node)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // MySQL/MariaDB server states
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  // chosen as a deadlock's victim: nothing of it stays written, the same request again is safe
  ...DEADLOCK_CODES,
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_STATEMENT_TIMEOUT',
  'ER_QUERY_TIMEOUT',
  // our pool acquire timeout (see pool-acquire-timeout.ts)
  'POOL_ACQUIRE_TIMEOUT',
  // SQLite: another process holds the lock longer than the busy timeout
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
]);

const UNAVAILABLE_MESSAGES = [
  /^Pool is closed/,
  /^Connection lost/,
  /Can't add new command when connection is in closed state/,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Walks the error, its TypeORM `driverError` and its `cause` chain. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = codeOf(error);
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_BUSY'))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  const { driverError, cause } = error as { driverError?: unknown; cause?: unknown };
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Runs `run` again when InnoDB chose it as a deadlock's victim (its transaction was rolled back whole; DEADLOCK_CODES),
 * up to `attempts` times in all. Only for work that is safe to repeat.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { driverError?: { code?: string } }).driverError?.code;
      if (!DEADLOCK_CODES.includes(code ?? '') || attempt >= attempts) throw error;
    }
  }
}
