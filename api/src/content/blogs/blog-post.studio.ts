import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { type FocalPoint, FocalPointInput } from '../../studio/focal-point.js';
import { defineResource } from '../../studio/studio-definition.js';
import {
  DateInput,
  StudioInputDto,
  TranslatedInput,
  TranslatedListInput,
} from '../../studio/studio-input.js';
import { DIVISIONS } from '../common/divisions.js';
import { BlogPostEntity, type TranslatedSections } from './blog-post.entity.js';

/** Limits of the editor (the seeded articles stay well inside them). */
export const BLOG_LIMITS = {
  title: 200,
  excerpt: 1000,
  heading: 300,
  paragraph: 5000,
  paragraphs: 50,
  sections: 50,
  slug: 120,
  category: 64,
} as const;

/** The address segment of `/<division>/blog/<slug>` (the public route accepts exactly these). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

/** One section of a post in one language. */
export class BlogSectionDto {
  @ApiProperty({ maxLength: BLOG_LIMITS.heading })
  @Transform(trim)
  // Checked in the order registered (bottom-up), the first failure reported.
  @MaxLength(BLOG_LIMITS.heading)
  @Matches(/\S/, { message: 'heading must not be empty' })
  @IsString()
  heading: string;

  @ApiProperty({ type: [String], minItems: 1, maxItems: BLOG_LIMITS.paragraphs })
  @Transform(trimEach)
  @MaxLength(BLOG_LIMITS.paragraph, { each: true })
  @Matches(/\S/, { each: true, message: 'paragraphs must not be empty' })
  @IsString({ each: true })
  @ArrayMaxSize(BLOG_LIMITS.paragraphs)
  @ArrayMinSize(1, { message: 'paragraphs must hold at least one paragraph' })
  @IsArray()
  paragraphs: string[];
}

export class BlogPostInputDto extends StudioInputDto {
  @ApiProperty({ maxLength: BLOG_LIMITS.slug, example: 'milk-fever-in-dairy-cows' })
  @Matches(SLUG_PATTERN, {
    message: 'slug must be lower-case letters, digits and single hyphens, e.g. milk-fever-in-dairy-cows',
  })
  @MaxLength(BLOG_LIMITS.slug)
  @IsString()
  slug: string;

  @TranslatedInput(BLOG_LIMITS.title) title?: Translations;
  @TranslatedInput(BLOG_LIMITS.excerpt) excerpt?: Translations;
  @FocalPointInput() coverFocus?: FocalPoint | null;
  @TranslatedListInput(BlogSectionDto, BLOG_LIMITS.sections) sections?: TranslatedSections;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.category })
  @IsOptional()
  @Transform(trim)
  @MaxLength(BLOG_LIMITS.category)
  @IsString()
  category?: string;

  @ApiPropertyOptional({ enum: ['', ...DIVISIONS], description: '"" (or absent): every division' })
  @IsOptional()
  @IsIn(['', ...DIVISIONS], { message: `division must be one of: ${DIVISIONS.join(', ')} (or "" for all)` })
  division?: string;

  @DateInput({ optional: true }) publishedAt?: string;
}

export class BlogPostUpdateDto extends PartialType(BlogPostInputDto) {}

const today = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

/** Blog posts: one slug each (unique), translated title/excerpt/sections, a cover; newest first in the admin list. */
export const BLOGS_STUDIO = defineResource({
  path: 'blogs',
  entity: BlogPostEntity,
  createDto: BlogPostInputDto,
  updateDto: BlogPostUpdateDto,
  translated: ['title', 'excerpt'],
  translatedLists: ['sections'],
  required: ['title'],
  plain: ['slug', 'category', 'division', 'publishedAt', 'coverFocus'],
  dates: ['publishedAt'],
  unique: ['slug'],
  files: { cover: { kind: 'image', folder: 'blogs', maxDimension: 1600 } },
  scope: [],
  search: ['title'],
  listOrder: [{ field: 'publishedAt', direction: 'DESC' }],
  prepare(post) {
    // "" (the form's "all divisions") and absent are stored as null: shown in every division.
    post.division = post.division || null;
    post.category ??= '';
    post.publishedAt ??= today();
  },
});
