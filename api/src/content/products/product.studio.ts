import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS, GROUP_NAMES, productGroup } from '../common/divisions.js';
import { ProductEntity } from './product.entity.js';

const GROUP_MESSAGE = 'group must be one of the 22 product groups';
const SHORT = 300;
const LONG = 5000;

export class ProductInputDto extends StudioInputDto {
  @ApiProperty({ enum: GROUP_NAMES })
  @IsIn(GROUP_NAMES, { message: GROUP_MESSAGE })
  group: string;

  @TranslatedInput(SHORT) name?: Translations;
  @TranslatedInput(LONG) details?: Translations;
  @TranslatedInput(SHORT) segment?: Translations;
  @TranslatedInput(SHORT) type?: Translations;
  @TranslatedInput(SHORT) category?: Translations;
  @TranslatedInput(SHORT) packing?: Translations;
  @TranslatedInput(LONG) composition?: Translations;
  @TranslatedInput(LONG) indications?: Translations;
  @TranslatedInput(LONG) usage?: Translations;
}

export class ProductUpdateDto extends PartialType(ProductInputDto) {}

export class ProductsStudioQueryDto extends StudioListQueryDto {
  @ApiPropertyOptional({ enum: GROUP_NAMES })
  @IsOptional()
  @IsIn(GROUP_NAMES, { message: GROUP_MESSAGE })
  group?: string;

  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: `division must be one of: ${DIVISIONS.join(', ')}` })
  division?: string;
}

/** Products of the 22 groups; ordered within their group; the division follows the group. */
export const PRODUCTS_STUDIO = defineResource({
  path: 'products',
  entity: ProductEntity,
  createDto: ProductInputDto,
  updateDto: ProductUpdateDto,
  listQueryDto: ProductsStudioQueryDto,
  translated: [
    'name',
    'details',
    'segment',
    'type',
    'category',
    'packing',
    'composition',
    'indications',
    'usage',
  ],
  required: ['name'],
  plain: ['group'],
  derived: ['division'],
  files: {
    image: { kind: 'image', folder: 'products' },
    logo: { kind: 'image', folder: 'products', maxDimension: 800 },
    report: { kind: 'pdf', folder: 'reports' },
    brochure: { kind: 'pdf', folder: 'brochures' },
  },
  scope: ['group'],
  search: ['name'],
  filters: ['group', 'division'],
  prepare(product) {
    const info = productGroup(product.group);
    if (!info) {
      throw new BadRequestException({
        statusCode: 400,
        message: GROUP_MESSAGE,
        error: 'Bad Request',
        fields: { group: [GROUP_MESSAGE] },
      });
    }
    product.division = info.division;
  },
});
