export interface Release {
  id: string;
  version: string;
  commit: string;
  builtAt: string;
  deployedAt: string;
}
export interface History {
  live: string | null;
  releases: Release[];
}
export declare const HISTORY_KEY: string;
export declare function releaseId(info: { version?: string; commit?: string; builtAt?: string }): string;
/** `to`: a folder, or `s3://<bucket>/<prefix>` (the bucket's S3_* settings from `env`). */
export declare function readHistory(to: string, env?: NodeJS.ProcessEnv): Promise<History>;
export declare function writeHistory(to: string, history: History): Promise<void>;
export declare function activate(to: string, id: string): Promise<void>;
export declare function prune(to: string, history: History, keep: number): Promise<void>;
export declare function eachLimited<T>(
  items: T[],
  work: (item: T) => Promise<unknown>,
  limit?: number,
): Promise<void>;
export declare function deploy(options: {
  from: string;
  to: string;
  keep?: number;
  now?: Date;
  /** Leave a build deployed before (same id) as it is: `deployed: false`. */
  ifNew?: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<Release & { deployed: boolean }>;
export declare function rollback(options: {
  to: string;
  id?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Release>;
