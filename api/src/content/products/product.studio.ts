import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS, GROUP_NAMES, productGroup } from '../common/divisions.js';
import { ProductEntity } from './product.entity.js';

const GROUP_MESSAGE = 'group must be one of the 22 product groups';

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
  resource: 'products',
  entity: ProductEntity,
  listQueryDto: ProductsStudioQueryDto,
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
