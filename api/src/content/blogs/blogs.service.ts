import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { DEFAULT_LANG, type Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { chooseAlt, describeMedia, type MediaDescription } from '../../media/media-registry.js';
import { isDraftPreview } from '../../studio/drafts/draft-preview.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import type { FocalPoint } from '../../studio/focal-point.js';
import { type DivisionPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { BlogPostEntity, type BlogSection, type TranslatedSections } from './blog-post.entity.js';

export interface BlogSummaryView {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover: string | null;
  /** The cover's alt text: its media library item's in the page's language (else English); '' = decorative. */
  coverAlt: string;
  /** Where the cover's subject is (percentages), null = the centre. */
  coverFocus: FocalPoint | null;
  category: string;
  division: string | null;
  publishedAt: string;
}

export interface BlogPostView extends BlogSummaryView {
  sections: BlogSection[];
  /** The language the sections are written in (English when the requested one has none): the page's `lang`/`dir`. */
  sectionsLanguage: Lang;
}

/** The sections in `lang`; a language without sections falls back to English as a whole (headings match bodies). */
export function sectionsIn(sections: TranslatedSections, lang: Lang): BlogSection[] {
  return sections[sectionsLanguageOf(sections, lang)] ?? [];
}

/** `lang` when the post has sections in it, else English (what `sectionsIn` answers). */
export function sectionsLanguageOf(sections: TranslatedSections, lang: Lang): Lang {
  return sections[lang]?.length ? lang : DEFAULT_LANG;
}

export const blogSummary = (
  b: BlogPostEntity,
  lang: Lang,
  media: ReadonlyMap<string, MediaDescription>,
): BlogSummaryView => ({
  _id: String(b.id),
  slug: b.slug,
  title: translate(b.title, lang),
  excerpt: translate(b.excerpt, lang),
  cover: b.cover,
  coverAlt: b.cover ? chooseAlt(media.get(b.cover), undefined, lang) : '',
  coverFocus: b.coverFocus ?? media.get(b.cover ?? '')?.focus ?? null,
  category: b.category,
  division: b.division,
  publishedAt: new Date(b.publishedAt).toISOString(),
});

@Injectable()
export class BlogsService {
  constructor(@InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>) {}

  async list(query: DivisionPageQueryDto, lang: Lang): Promise<Paginated<BlogSummaryView>> {
    const where = query.division ? [{ division: query.division }, { division: IsNull() }] : {};
    // Counted apart: TypeORM's findAndCount with a `select` counts DISTINCT over every selected column, which reads
    // each row instead of an index.
    const [rows, total] = await Promise.all([
      publicRows(this.posts).find({
        where,
        // The list never needs the (large) sections.
        select: {
          id: true,
          slug: true,
          title: true,
          excerpt: true,
          cover: true,
          coverFocus: true,
          category: true,
          division: true,
          publishedAt: true,
        },
        order: { publishedAt: 'DESC', id: 'DESC' },
        skip: query.skip,
        take: query.pageSize,
      }),
      publicRows(this.posts).count(where),
    ]);
    const media = await describeMedia(
      this.posts.manager,
      rows.map((row) => row.cover),
      lang,
    );
    return paginated(
      rows.map((row) => blogSummary(row, lang, media)),
      total,
      query,
    );
  }

  async bySlug(slug: string, lang: Lang): Promise<BlogPostView> {
    const post = /^[a-z0-9-]{1,120}$/.test(slug) ? await this.findBySlug(slug) : null;
    if (!post) throw new NotFoundException(`Blog post ${slug} not found`);
    return {
      ...blogSummary(post, lang, await describeMedia(this.posts.manager, [post.cover], lang)),
      sections: sectionsIn(post.sections, lang),
      sectionsLanguage: sectionsLanguageOf(post.sections, lang),
    };
  }

  /** The post at this address; in an admin's preview also a post whose draft moves it there (a new slug). */
  private async findBySlug(slug: string): Promise<BlogPostEntity | null> {
    const post = await publicRows(this.posts).findOneBy({ slug });
    if (post?.slug === slug || !isDraftPreview()) return post;
    const drafted = await publicRows(this.posts).find({ order: { id: 'ASC' } });
    return drafted.find((candidate) => candidate.slug === slug) ?? null;
  }
}
