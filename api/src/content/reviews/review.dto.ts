import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { AdminPageQueryDto } from '../../common/dto/pagination-query.dto.js';
import { isWellFormedId } from '../../common/http/parse-id.pipe.js';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { Trim } from '../common/text.js';

export const REVIEW_COMMENT_MAX = 1000;

export class CreateReviewDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Trim()
  @IsString()
  @Length(2, 100)
  name: string;

  @ApiProperty({ maxLength: 254, format: 'email', description: 'Never published' })
  @Trim()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  // A JSON number only: a conversion here turned `true` into 1.
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1)
  @Max(5)
  rating: number;

  @ApiProperty({ minLength: 2, maxLength: REVIEW_COMMENT_MAX })
  @Trim()
  @IsString()
  @Length(2, REVIEW_COMMENT_MAX)
  comment: string;

  @ApiPropertyOptional({ description: 'Product id ("_id") the review is about', pattern: '^[1-9]\\d{0,8}$' })
  @IsOptional()
  @IsString()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'product must be a product id' })
  product?: string;

  @ApiPropertyOptional({
    description: 'Honeypot: leave empty (a filled one is answered as accepted and dropped)',
    'x-honeypot': true,
  } as ApiPropertyOptions)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class ReviewsQueryDto extends ContentPageQueryDto {
  @ApiPropertyOptional({ description: 'Only reviews of this product id' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'product must be a product id' })
  product?: string;
}

export const REVIEW_STATUSES = ['pending', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The admin list: every review, pending first (or one status), searchable. */
export class ReviewsAdminQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: 'status must be pending or approved' })
  status?: ReviewStatus;

  @ApiPropertyOptional({ description: 'Only reviews of this product id' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'product must be a product id' })
  product?: string;

  @ApiPropertyOptional({ description: 'Searches name, e-mail and comment' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

/** The most reviews one bulk request changes (a page of the admin list). */
export const REVIEW_BULK_MAX = 100;
export const REVIEW_BULK_ACTIONS = ['approve', 'unpublish', 'reject'] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];

export class ReviewsBulkDto {
  @ApiProperty({ enum: REVIEW_BULK_ACTIONS })
  @IsIn(REVIEW_BULK_ACTIONS, { message: 'action must be one of: approve, unpublish, reject' })
  action: ReviewBulkAction;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
    minItems: 1,
    maxItems: REVIEW_BULK_MAX,
    uniqueItems: true,
    description: 'Review ids ("_id")',
  })
  @IsArray({ message: 'ids must be a list of review ids' })
  @ArrayMinSize(1, { message: 'ids must hold at least one review id' })
  @ArrayMaxSize(REVIEW_BULK_MAX, { message: `ids must hold at most ${REVIEW_BULK_MAX} review ids` })
  @ArrayUnique({ message: 'ids must not repeat an id' })
  @ValidateBy(
    { name: 'isIdList', validator: { validate: (value: unknown) => isWellFormedId(value) } },
    { each: true, message: 'ids must be review ids ("12")' },
  )
  ids: string[];
}
