import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { AdminPageQueryDto } from '../common/dto/pagination-query.dto.js';

/** `?page=&pageSize=&q=&published=` of every studio list; resources with filters extend it. */
export class StudioListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ description: 'Searches the title field(s) in every language' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;

  @ApiPropertyOptional({
    description:
      'Keyset pagination: the `nextCursor` of the previous answer. The answer is then `{items, pageSize, nextCursor}` (no count, no page number) and costs the same on any page',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be a nextCursor of a previous answer' })
  cursor?: string;

  @ApiPropertyOptional({
    description:
      'Order by this field (a column of the list: a plain field, a translated one by its English text, `published`, `createdAt`, `updatedAt`); `-` before it: descending. Not with `cursor`',
    example: '-updatedAt',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(/^-?[A-Za-z][A-Za-z0-9]*$/, { message: 'sort must be a field name, with - before it to reverse' })
  sort?: string;
}

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_IDS = 100;

/** `POST …/bulk`: one action on many records of the list. */
export class BulkDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: 'action must be publish, unpublish or delete' })
  action: BulkAction;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
    minItems: 1,
    maxItems: BULK_MAX_IDS,
    description: "The records' ids",
  })
  @IsArray({ message: 'ids must be a list of record ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one record' })
  @ArrayMaxSize(BULK_MAX_IDS, { message: `ids must name at most ${BULK_MAX_IDS} records` })
  @IsString({ each: true, message: 'ids must be a list of record ids' })
  @Matches(/^[1-9][0-9]{0,8}$/, { each: true, message: 'ids must be a list of record ids' })
  ids: string[];
}

export class MoveDto {
  @ApiProperty({ enum: ['up', 'down'] })
  @IsIn(['up', 'down'], { message: 'direction must be up or down' })
  direction: 'up' | 'down';
}

export class PublishedDto {
  @ApiProperty()
  @IsBoolean()
  published: boolean;
}
