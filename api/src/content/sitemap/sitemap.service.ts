import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BlogPostEntity } from '../blogs/blog-post.entity.js';
import { ProductEntity } from '../products/product.entity.js';

export interface SitemapEntries {
  products: Array<{ _id: string; group: string; division: string; updatedAt: string }>;
  /** `division: null`: a post shown in every division's blog. `updatedAt` is the publication date. */
  blogs: Array<{ slug: string; division: string | null; updatedAt: string }>;
}

/** Every published product and blog post with its last change: what the site's sitemap lists. */
@Injectable()
export class SitemapService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(BlogPostEntity) private readonly blogs: Repository<BlogPostEntity>,
  ) {}

  async entries(): Promise<SitemapEntries> {
    const [products, blogs] = await Promise.all([
      this.products.find({
        where: { published: true },
        select: { id: true, group: true, division: true, updatedAt: true },
        order: { group: 'ASC', sortOrder: 'ASC', id: 'ASC' },
      }),
      this.blogs.find({
        where: { published: true },
        select: { slug: true, division: true, publishedAt: true },
        order: { publishedAt: 'DESC', id: 'DESC' },
      }),
    ]);
    return {
      products: products.map((p) => ({
        _id: String(p.id),
        group: p.group,
        division: p.division,
        updatedAt: new Date(p.updatedAt).toISOString(),
      })),
      blogs: blogs.map((b) => ({
        slug: b.slug,
        division: b.division,
        updatedAt: new Date(b.publishedAt).toISOString(),
      })),
    };
  }
}
