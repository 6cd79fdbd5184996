import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { GalleryVideosStudio1764310000000 } from '../../src/database/migrations/1764310000000-gallery-videos-studio.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { createMysqlDatabase, DATABASES, type DatabaseKind } from '../support/test-app.js';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(GalleryVideosStudio1764310000000));

/** A database migrated up to just before the gallery/videos studio migration, and how to drop it. */
async function olderDatabase(
  kind: DatabaseKind,
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  if (kind === 'mysql') {
    const { url, drop } = await createMysqlDatabase();
    return { config: { type: 'mysql', url }, drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'aurinko-migration-'));
  return {
    config: { type: 'sqlite', path: join(dir, 'site.sqlite') },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function open(config: DatabaseConfig, migrations: unknown[]): Promise<DataSource> {
  const source = new DataSource({ ...dataSourceOptions(config), entities: [], migrations } as never);
  await source.initialize();
  return source;
}

describe.each(DATABASES)('migration 1764310000000 on an existing %s database', (kind) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('keeps categories, photos and videos: categories get ids, an uploaded video moves to `file`', async () => {
    const older = await olderDatabase(kind);
    drop = older.drop;
    const before = await open(older.config, BEFORE);
    await before.runMigrations();
    const at = '2026-11-01 10:00:00';
    await before.query(
      'INSERT INTO gallery_categories (`key`, label, sort_order) VALUES (?, ?, 1), (?, ?, 0)',
      ['fairs', '{"en":"Fairs"}', 'lab', '{"en":"Lab"}'],
    );
    await before.query(
      'INSERT INTO gallery_photos (category, division, caption, image, sort_order, created_at) VALUES (?, ?, ?, ?, 0, ?)',
      ['fairs', 'human', '{"en":"Stand"}', '/api/uploads/gallery/a.webp', at],
    );
    await before.query(
      'INSERT INTO videos (title, division, url, kind, poster, sort_order, created_at) VALUES (?, NULL, ?, ?, NULL, 0, ?), (?, NULL, ?, ?, NULL, 1, ?)',
      [
        '{"en":"Own"}',
        '/api/uploads/videos/v.mp4',
        'file',
        at,
        '{"en":"Tube"}',
        'https://youtu.be/dQw4w9WgXcQ',
        'external',
        at,
      ],
    );
    await before.destroy();

    const after = await open(older.config, [...BEFORE, GalleryVideosStudio1764310000000]);
    await after.runMigrations();
    const categories = await after.query(
      'SELECT id, `key`, sort_order, published FROM gallery_categories ORDER BY id',
    );
    expect(categories.map((c: { key: string }) => c.key)).toEqual(['lab', 'fairs']);
    expect(
      categories.every(
        (c: { id: number; published: number | boolean }) => Number(c.id) > 0 && Boolean(c.published),
      ),
    ).toBe(true);
    await expect(
      after.query(
        'INSERT INTO gallery_categories (`key`, label, created_at, updated_at) VALUES (?, ?, ?, ?)',
        ['lab', '{}', at, at],
      ),
    ).rejects.toThrow();
    const [photo] = await after.query('SELECT image, published, created_at, updated_at FROM gallery_photos');
    expect(photo.image).toBe('/api/uploads/gallery/a.webp');
    expect(Boolean(photo.published)).toBe(true);
    expect(String(photo.updated_at)).toBe(String(photo.created_at));
    const videos = await after.query('SELECT file, url, published FROM videos ORDER BY sort_order');
    expect(videos.map((v: { file: string | null; url: string | null }) => [v.file, v.url])).toEqual([
      ['/api/uploads/videos/v.mp4', null],
      [null, 'https://youtu.be/dQw4w9WgXcQ'],
    ]);
    // And back down again.
    await after.undoLastMigration();
    const down = await after.query('SELECT url, kind FROM videos ORDER BY sort_order');
    expect(down.map((v: { url: string; kind: string }) => [v.url, v.kind])).toEqual([
      ['/api/uploads/videos/v.mp4', 'file'],
      ['https://youtu.be/dQw4w9WgXcQ', 'external'],
    ]);
    await after.destroy();
  });
});
