import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { Trim } from '../common/text.js';

export const REVIEW_COMMENT_MAX = 1000;

export class CreateReviewDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Trim()
  @IsString()
  @Length(2, 100)
  name: string;

  @ApiProperty({ maxLength: 254, description: 'Never published' })
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

  @ApiPropertyOptional({ description: 'Product id ("_id") the review is about' })
  @IsOptional()
  @IsString()
  @Matches(/^[1-9]\d{0,9}$/, { message: 'product must be a product id' })
  product?: string;

  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
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
