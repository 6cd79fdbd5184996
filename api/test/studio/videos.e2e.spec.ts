import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedAddress } from '../../src/content/videos/video-address.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';
import { mp4, pdf, png, webm } from './studio-helpers.js';

interface AdminVideo {
  _id: string;
  title: Record<string, string>;
  division: string | null;
  file: string | null;
  url: string | null;
  poster: string | null;
}

const HOST_MESSAGE =
  'url must be an https address on YouTube (youtube.com, www.youtube.com, youtu.be) or Vimeo (vimeo.com, player.vimeo.com)';

describe('embedAddress', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.youtube.com/results?search_query=cows', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/channels/staffpicks', null],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
  ])('%s → %s', (address, embed) => {
    expect(embedAddress(address)).toBe(embed);
  });
});

describe.each(DATABASES)('videos studio on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  const audits = async () => (await admin.get('/api/audit?entity=videos')).body.total as number;
  const total = async () => (await admin.get('/api/admin/videos')).body.total as number;
  const create = async (input: Record<string, unknown>): Promise<AdminVideo> =>
    (await admin.post('/api/admin/videos').set(CSRF).send(input).expect(201)).body as AdminVideo;
  const publicVideos = async (query = '') =>
    (await request(t.server).get(`/api/videos?pageSize=50${query}`)).body.items as Array<
      Record<string, unknown>
    >;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('an external YouTube video: listed publicly with its privacy-friendly player address', async () => {
    const video = await create({
      title: { en: 'Milk fever explained', ar: 'شرح حمى الحليب' },
      division: 'veterinary',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(video).toMatchObject({ division: 'veterinary', file: null, poster: null, published: true });
    const vet = (await request(t.server).get('/api/videos?division=veterinary&lang=ar&pageSize=50')).body
      .items;
    expect(vet.find((v: { _id: string }) => v._id === video._id)).toEqual({
      _id: video._id,
      title: 'شرح حمى الحليب',
      division: 'veterinary',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      poster: null,
      kind: 'external',
      embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await publicVideos('&division=human')).map((v) => v._id)).not.toContain(video._id);
  });

  it.each([
    ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['another host', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch'],
    ['a sub-domain not listed', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a user name', 'https://youtube.com@evil.example/'],
    ['a port', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['a script address', 'javascript:alert(1)'],
    ['not an address', 'youtube'],
    ['a site path', '/api/uploads/videos/x.mp4'],
  ])('refuses %s as the address (400 naming url), writing nothing', async (_label, url) => {
    const [before, audit] = [await total(), await audits()];
    const res = await admin
      .post('/api/admin/videos')
      .set(CSRF)
      .send({ title: { en: 'Refused' }, url });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ url: [HOST_MESSAGE] });
    expect(await total()).toBe(before);
    expect(await audits()).toBe(audit);
  });

  it.each([
    ['no English title', { title: { fr: 'Vidéo' } }, 'title.en', 'title.en must not be empty'],
    ['a title too long', { title: { en: 'x'.repeat(201) } }, 'title.en', 'title.en must be shorter'],
    ['a bad division', { division: 'marine' }, 'division', 'division must be one of'],
    ['an address too long', { url: `https://vimeo.com/${'1'.repeat(520)}` }, 'url', 'url must be shorter'],
    ['a file in the body', { file: '/api/uploads/videos/x.mp4' }, 'file', 'property file should not exist'],
    ['a kind', { kind: 'file' }, 'kind', 'property kind should not exist'],
  ])('refuses %s (400 naming the field), writing nothing', async (_label, change, field, text) => {
    const [before, audit] = [await total(), await audits()];
    const res = await admin
      .post('/api/admin/videos')
      .set(CSRF)
      .send({ title: { en: 'Valid' }, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field][0]).toContain(text);
    expect(await total()).toBe(before);
    expect(await audits()).toBe(audit);
  });

  it('an uploaded WebM with a poster: stored as .webm, served as video/webm with ranges, shown publicly', async () => {
    const video = await create({ title: { en: 'Our laboratory' }, division: '' });
    expect(video.division).toBeNull();
    expect((await publicVideos()).map((v) => v._id)).not.toContain(video._id);
    const uploaded = await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', webm(), { filename: 'lab.bin', contentType: 'application/octet-stream' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file).toMatch(/^\/api\/uploads\/videos\/[0-9a-f-]{36}\.webm$/);
    const poster = await admin
      .post(`/api/admin/videos/${video._id}/files/poster`)
      .set(CSRF)
      .attach('file', await png(), 'poster.png');
    expect(poster.body.poster).toMatch(/^\/api\/uploads\/videos\/[0-9a-f-]{36}\.webp$/);

    const served = await request(t.server).get(uploaded.body.file).set('Range', 'bytes=0-3');
    expect(served.status).toBe(206);
    expect(served.headers['content-type']).toMatch(/^video\/webm/);
    const shown = (await publicVideos('&division=agriculture')).find((v) => v._id === video._id);
    expect(shown).toMatchObject({
      kind: 'file',
      url: uploaded.body.file,
      poster: poster.body.poster,
      embed: null,
    });

    // Either a file or an address, never both.
    const both = await admin
      .put(`/api/admin/videos/${video._id}`)
      .set(CSRF)
      .send({ url: 'https://vimeo.com/76979871' });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.fields)).toEqual(['url']);
    expect((await admin.get(`/api/admin/videos/${video._id}`)).body.url).toBeNull();

    await admin.delete(`/api/admin/videos/${video._id}`).set(CSRF).expect(200);
    // In the bin: its files stay until the purge (30 days), so a restore brings the video back whole.
    expect(await t.isStored(uploaded.body.file)).toBe(true);
    expect(await t.isStored(poster.body.poster)).toBe(true);
    const audit = await admin.get(`/api/audit?entity=videos&entityId=${video._id}`);
    expect(
      audit.body.items.map((i: { action: string; fields: string[] }) => `${i.action}:${i.fields}`),
    ).toEqual(['delete:', 'upload:poster', 'upload:file', 'create:title,division']);
  });

  it('decides the type by magic bytes: an MP4 named .txt is accepted; a PNG, PDF, MKV or QuickTime named .mp4 is not', async () => {
    const video = await create({ title: { en: 'Magic bytes' } });
    const accepted = await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', mp4(), { filename: 'notes.txt', contentType: 'text/plain' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.file).toMatch(/\.mp4$/);
    const files = await t.storedFiles('videos');
    for (const [name, body] of [
      ['image.mp4', await png()],
      ['doc.mp4', pdf()],
      ['movie.mp4', webm('matroska')],
      ['movie.mp4', mp4('qt  ')],
      ['empty.webm', Buffer.alloc(0)],
    ] as const) {
      const res = await admin
        .post(`/api/admin/videos/${video._id}/files/file`)
        .set(CSRF)
        .attach('file', body, { filename: name, contentType: 'video/mp4' });
      expect(res.status, name).toBe(415);
      expect(res.body.fields.file[0]).toContain('is not an MP4 or WebM video');
    }
    expect(await t.storedFiles('videos')).toEqual(files);
    expect((await admin.get(`/api/admin/videos/${video._id}`)).body.file).toBe(accepted.body.file);
    await admin.delete(`/api/admin/videos/${video._id}`).set(CSRF).expect(200);
  });

  it('refuses a file while the video has an address (400 naming file), storing nothing', async () => {
    const video = await create({ title: { en: 'On Vimeo' }, url: 'https://vimeo.com/76979871' });
    const files = await t.storedFiles('videos');
    const audit = await audits();
    const res = await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', webm(), 'v.webm');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['file']);
    expect(await t.storedFiles('videos')).toEqual(files);
    expect(await audits()).toBe(audit);
    // Clearing the address makes room for a file.
    await admin.put(`/api/admin/videos/${video._id}`).set(CSRF).send({ url: '' }).expect(200);
    await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', webm(), 'v.webm')
      .expect(200);
    await admin.delete(`/api/admin/videos/${video._id}`).set(CSRF).expect(200);
  });

  it('refuses a video over 100 MB with 413 naming the field, storing nothing', async () => {
    const video = await create({ title: { en: 'Too long' } });
    const files = await t.storedFiles('videos');
    const big = Buffer.alloc(100 * 1024 * 1024 + 1);
    webm().copy(big);
    const res = await admin
      .post(`/api/admin/videos/${video._id}/files/file`)
      .set(CSRF)
      .attach('file', big, 'big.webm');
    expect(res.status).toBe(413);
    expect(res.body.fields.file[0]).toBe('file: larger than 100 MB');
    expect(await t.storedFiles('videos')).toEqual(files);
    await admin.delete(`/api/admin/videos/${video._id}`).set(CSRF).expect(200);
  });

  it('refuses anonymous (401) reads and writes; a viewer reads (200) but may not write (403)', async () => {
    const anonymous = request(t.server);
    expect((await anonymous.get('/api/admin/videos')).status).toBe(401);
    expect(
      (
        await anonymous
          .post('/api/admin/videos')
          .set(CSRF)
          .send({ title: { en: 'x' } })
      ).status,
    ).toBe(401);
    expect(
      (await anonymous.post('/api/admin/videos/1/files/file').set(CSRF).attach('file', webm(), 'v.webm'))
        .status,
    ).toBe(401);
    const viewer = await t.signIn('watcher', 'Viewing-pass-55');
    expect((await viewer.get('/api/admin/videos')).status).toBe(200);
    expect(
      (
        await viewer
          .post('/api/admin/videos')
          .set(CSRF)
          .send({ title: { en: 'x' } })
      ).status,
    ).toBe(403);
    expect((await viewer.delete('/api/admin/videos/1').set(CSRF)).status).toBe(403);
    expect((await admin.post('/api/admin/videos').send({ title: { en: 'x' } })).status).toBe(403);
  });
});
