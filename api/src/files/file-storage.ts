/** Where stored files live. Keys are relative paths like `logos/<generated>.webp`. */
export interface FileStorage {
  /** Writes atomically: readers never see a partial file. */
  put(key: string, data: Buffer): Promise<void>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
