import type { DataSource } from 'typeorm';

/**
 * Runs `work` while holding a database-wide lock, so several API instances starting together on one empty MySQL
 * database migrate, seed and create the first admin one after the other instead of colliding (duplicate tables,
 * duplicate first admins). MySQL/MariaDB `GET_LOCK` is held by one connection and freed when that connection ends,
 * so a crashed instance never leaves it behind. SQLite needs nothing: it is one process's file.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  // GET_LOCK names are server-wide: the database name keeps two sites on one server apart.
  const name = "CONCAT('aurinko-startup:', DATABASE())";
  try {
    for (let waited = 0; ; waited++) {
      // Short waits, each well inside the query timeout; up to ~2 minutes for another instance's first start.
      const [row] = (await runner.query(`SELECT GET_LOCK(${name}, 1) AS got`)) as Array<{
        got: number | string;
      }>;
      if (Number(row?.got) === 1) break;
      if (waited > 120) throw new Error('Another instance has held the start-up lock for over 2 minutes');
    }
    try {
      return await work();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${name})`).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Migrations and first-run seeds may legitimately take longer than the per-query timeout that protects requests
 * (QUERY_TIMEOUT_MS); it is lifted while they run and restored afterwards.
 */
export async function withoutQueryTimeout<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const options = dataSource.driver.options as { enableQueryTimeout?: boolean };
  const before = options.enableQueryTimeout;
  options.enableQueryTimeout = false;
  try {
    return await work();
  } finally {
    options.enableQueryTimeout = before;
  }
}
