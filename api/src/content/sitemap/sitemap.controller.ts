import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PublicReadCache } from '../../common/cache/public-read-cache.service.js';
import { Public } from '../../common/decorators/auth.decorators.js';
import { LANGUAGES, type Lang } from '../../common/lang/languages.js';
import { collectAfterBurst } from '../../common/memory/collect-after-burst.js';
import { type SitemapKind, SitemapService } from './sitemap.service.js';

const FILE = /^(products|blogs)-([1-9]\d{0,6})\.xml$/;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
/** A file's gzip form is kept in the public-read cache up to this size (a 45,000-URL file is ~1.5 MB gzipped). */
const MAX_CACHED_GZIP = 8 * 1024 * 1024;

@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(
    private readonly sitemap: SitemapService,
    private readonly cache: PublicReadCache,
  ) {}

  /**
   * The sitemap's record files with their URL counts and last change, and each product group's and blog division's
   * newest change (the shell's server builds /sitemap.xml, the index, from it).
   */
  @Public()
  @Get()
  index() {
    // The answer may be the last one computed (only the tables' write numbers read): it still depends on the rows,
    // so a write to them drops it from the public-read cache as if they had been read.
    this.cache.noteRead(this.sitemap.sourceTables());
    return this.sitemap.index();
  }

  /**
   * One sitemap file in one language (`products-1.xml`, `blogs-1.xml`, … as the index lists them), streamed from the
   * database in keyset batches, gzip when accepted. Cached (gzip) and invalidated like every public read; ETag and
   * Last-Modified come from the file's rows, so a crawler's revalidation costs one aggregate over its id range.
   */
  @Public()
  @Get(':lang/:file')
  @ApiProduces('application/xml')
  @ApiQuery({
    name: 'origin',
    required: false,
    description: 'the site origin for the URLs, e.g. https://www.example.org',
  })
  @ApiOkResponse({ description: 'a sitemap urlset of at most SITEMAP_PAGE_SIZE URLs' })
  async file(
    @Param('lang') lang: string,
    @Param('file') file: string,
    @Query('origin') originParam: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const match = FILE.exec(file);
    if (!match || !(LANGUAGES as readonly string[]).includes(lang))
      throw new NotFoundException('No such sitemap');
    const kind = match[1] as SitemapKind;
    const page = Number(match[2]);
    const origin = typeof originParam === 'string' && ORIGIN.test(originParam) ? originParam : undefined;
    if (originParam !== undefined && origin === undefined) throw new NotFoundException('No such sitemap');
    const site = origin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const key = `sitemap\n${lang}\n${site}\n${file}`;
    const version = this.cache.version;
    const reads = this.cache.currentReads();

    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const cached = this.cache.lookup(key);
    if (cached) {
      res.setHeader('ETag', cached.etag);
      res.setHeader('X-Cache', 'hit');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      if (gzip) {
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', String(cached.body.length));
        res.end(cached.body);
      } else {
        const gunzip = createGunzip();
        gunzip.pipe(res);
        gunzip.end(cached.body);
      }
      return;
    }

    const stamp = await this.sitemap.stamp(kind, page);
    if (!stamp) throw new NotFoundException('No such sitemap');
    const etag = this.sitemap.etagOf(lang as Lang, site, kind, page, stamp);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(stamp.lastmod).toUTCString());
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // Headers go now; an error from here on can only cut the answer short (a crawler then refuses the file).
    const out = gzip ? createGzip() : res;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      out.on('data', (chunk: Buffer) => {
        if (this.cache.ttlMs > 0 && keptBytes <= MAX_CACHED_GZIP) kept.push(chunk);
        keptBytes += chunk.length;
      });
      out.pipe(res);
    }
    try {
      for await (const piece of this.sitemap.xml(lang as Lang, site, kind, page)) {
        if (res.destroyed) return;
        if (!out.write(piece)) await once(out, 'drain');
      }
      out.end();
      if (gzip) {
        await once(out, 'end');
        this.cache.store(key, Buffer.concat(kept), etag, version, reads?.tables, MAX_CACHED_GZIP);
      }
      collectAfterBurst();
    } catch (error) {
      res.destroy(error instanceof Error ? error : undefined);
    }
  }
}
