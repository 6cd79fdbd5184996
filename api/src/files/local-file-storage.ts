import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, type FileStorage, isStorageKey } from './file-storage.js';

const TEMP_PREFIX = '.tmp-';

/** DATA_DIR/uploads on the local disk; served by the API under /api/uploads. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const path = resolve(this.root, assertStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the upload folder: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temp, target);
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      // The kernel copies (copy_file_range): no bytes pass through the process.
      await copyFile(path, temp, constants.COPYFILE_EXCL);
      const handle = await open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async read(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  async isUp(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  /** Every file under the root (temp files included), with its path relative to the root. */
  private async walk(): Promise<Array<{ path: string; name: string; modifiedAt: number }>> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile());
    return Promise.all(
      files.map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        return { path, name: entry.name, modifiedAt: info?.mtimeMs ?? 0 };
      }),
    );
  }

  async list(): Promise<Array<{ key: string; modifiedAt: number }>> {
    return (await this.walk())
      .map((file) => ({
        key: relative(this.root, file.path).split(sep).join('/'),
        modifiedAt: file.modifiedAt,
      }))
      .filter((file) => isStorageKey(file.key));
  }

  async removeLeftovers(olderThan: number): Promise<number> {
    const leftovers = (await this.walk()).filter(
      (file) => file.name.startsWith(TEMP_PREFIX) && file.modifiedAt < olderThan,
    );
    await Promise.all(leftovers.map((file) => rm(file.path, { force: true })));
    return leftovers.length;
  }
}
