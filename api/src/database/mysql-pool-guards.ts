import type { DataSource } from 'typeorm';

/** A connection that is not handed out in time fails the query with this code (mapped to 503). */
export class PoolAcquireTimeoutError extends Error {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';
  constructor(ms: number) {
    super(`No database connection within ${ms} ms`);
  }
}

type QueryCallback = (error: (Error & { code?: string }) | null, ...rest: unknown[]) => void;
interface PooledConnection {
  release(): void;
  destroy(): void;
  query(...args: unknown[]): unknown;
  timeoutGuarded?: boolean;
}
type Callback = (error: Error | null, connection?: PooledConnection) => void;
interface Pool {
  getConnection(callback: Callback): void;
  guarded?: boolean;
}

/**
 * A query that timed out leaves its connection waiting for the answer (mysql2 keeps the command); the next query
 * queued behind it on that connection would never start, so it would never time out. Such a connection is
 * destroyed: the pool forgets it and opens a fresh one when the server answers again.
 */
function destroyOnTimeout(connection: PooledConnection): void {
  if (connection.timeoutGuarded) return;
  connection.timeoutGuarded = true;
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = ((error, ...rest) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        (callback as QueryCallback)(error, ...rest);
      }) satisfies QueryCallback;
    }
    return query(...args);
  };
}

/**
 * mysql2's pool has no acquire timeout: while every connection is stuck on a frozen server, or a new connection
 * waits for a greeting that never comes, `getConnection` waits forever. This bounds it: after `acquireTimeoutMs`
 * the caller gets an error, and a connection that arrives later goes straight back to the pool. Each connection
 * handed out is also made to close itself after a query timeout (see destroyOnTimeout).
 */
export function guardMysqlPool(dataSource: DataSource, acquireTimeoutMs: number): void {
  const pool = (dataSource.driver as unknown as { pool?: Pool }).pool;
  if (!pool || pool.guarded) return;
  pool.guarded = true;
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback: Callback) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(new PoolAcquireTimeoutError(acquireTimeoutMs));
    }, acquireTimeoutMs);
    getConnection((error, connection) => {
      if (settled) {
        connection?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (connection) destroyOnTimeout(connection);
      callback(error, connection);
    });
  };
}
