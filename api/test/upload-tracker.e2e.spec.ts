import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadTracker, WRITER_TTL_MS } from '../src/files/upload-tracker.js';
import { PendingUploadEntity, UploadWriterEntity } from '../src/files/upload-writer.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

/** Writers on other hosts are judged by their heartbeat; referenced files are never reaped (issue 29). */
describe.each(DATABASES)('pending uploads of writers on other hosts on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const writer = async (heartbeatAgoMs: number) => {
    const id = randomUUID();
    await t.dataSource.getRepository(UploadWriterEntity).insert({
      id,
      host: `another-host-${id.slice(0, 8)}#1`,
      pid: 4242,
      heartbeatAt: String(Date.now() - heartbeatAgoMs),
    });
    return id;
  };
  const pendingFile = async (writerId: string) => {
    const key = `videos/${randomUUID()}.mp4`;
    await mkdir(join(t.dataDir, 'uploads', 'videos'), { recursive: true });
    await writeFile(join(t.dataDir, 'uploads', key), 'partial');
    await t.dataSource
      .getRepository(PendingUploadEntity)
      .insert({ storageKey: key, writerId, createdAt: String(Date.now()) });
    return key;
  };
  const stored = async () => readdir(join(t.dataDir, 'uploads', 'videos'));

  it('removes the pending files of a writer silent past the TTL, keeps those of a writer with a fresh heartbeat', async () => {
    const silent = await writer(WRITER_TTL_MS + 5_000);
    const alive = await writer(1_000);
    const lost = await pendingFile(silent);
    const inFlight = await pendingFile(alive);
    const reaped = await t.app.get(UploadTracker).reap();
    expect(reaped).toMatchObject({ writers: 1, files: 1 });
    const files = await stored();
    expect(files).not.toContain(lost.slice('videos/'.length));
    expect(files).toContain(inFlight.slice('videos/'.length));
    const writers = await t.dataSource.getRepository(UploadWriterEntity).findBy({});
    expect(writers.map((w) => w.id)).toContain(alive);
    expect(writers.map((w) => w.id)).not.toContain(silent);
  });

  it('never removes a file a row references, even when its writer died before clearing the record', async () => {
    const dead = await writer(WRITER_TTL_MS + 5_000);
    const key = await pendingFile(dead);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    const admin = await t.signIn();
    const { body: video } = await admin
      .post('/api/admin/videos')
      .set(CSRF)
      .send({ title: { en: 'Kept' }, division: 'human' })
      .expect(201);
    // The row committed with the file, the process died before its pending record was cleared.
    await t.dataSource.query('UPDATE videos SET file = ? WHERE id = ?', [
      `/api/uploads/${key}`,
      Number(video._id),
    ]);
    await t.app.get(UploadTracker).reap();
    expect(await stored()).toContain(key.slice('videos/'.length));
    expect(await t.dataSource.getRepository(PendingUploadEntity).findOneBy({ storageKey: key })).toBeNull();
  });
});
