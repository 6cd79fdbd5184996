import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { ProductCardEntity } from './product-card.entity.js';

export class ProductCardInputDto extends StudioInputDto {
  @TranslatedInput(120) name?: Translations;
  @TranslatedInput(1000) details?: Translations;
  @TranslatedInput(120) category?: Translations;

  @ApiProperty({ minimum: 1, maximum: 5 })
  // Validators run bottom-up and the first failure is reported: the type first, then the range.
  @Min(1)
  @Max(5)
  @IsInt()
  rating: number;
}

export class ProductCardUpdateDto extends PartialType(ProductCardInputDto) {}

/** The home page's product cards: one order for all of them. */
export const PRODUCT_CARDS_STUDIO = defineResource({
  path: 'product-cards',
  entity: ProductCardEntity,
  createDto: ProductCardInputDto,
  updateDto: ProductCardUpdateDto,
  translated: ['name', 'details', 'category'],
  required: ['name', 'details', 'category'],
  plain: ['rating'],
  files: { image: { kind: 'image', folder: 'product-cards', maxDimension: 1200 } },
  scope: [],
  search: ['name'],
});
