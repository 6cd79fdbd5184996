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
export declare function releaseId(info: { version?: string; commit?: string; builtAt?: string }): string;
export declare function readHistory(to: string): Promise<History>;
export declare function deploy(options: {
  from: string;
  to: string;
  keep?: number;
  now?: Date;
  /** Leave a build deployed before (same id) as it is: `deployed: false`. */
  ifNew?: boolean;
}): Promise<Release & { deployed: boolean }>;
export declare function rollback(options: { to: string; id?: string }): Promise<Release>;
