import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ALL } from '../../studio/studio-columns.js';
import { defineResource, type StudioDefinition } from '../../studio/studio-definition.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DIVISIONS } from '../common/divisions.js';
import { BannerEntity, type BannerPlacement, PageBannerEntity } from './banner.entity.js';

const DIVISION_MESSAGE = `division must be one of: ${DIVISIONS.join(', ')}`;

export class BannersStudioQueryDto extends StudioListQueryDto {
  @ApiPropertyOptional({ enum: DIVISIONS })
  @IsOptional()
  @IsIn(DIVISIONS, { message: DIVISION_MESSAGE })
  division?: string;
}

/** One resource per placement of the `banners` table, ordered within the division. */
function bannersStudio(
  resource: 'image-slider' | 'division-banners' | 'division-hero',
  placement: BannerPlacement,
): StudioDefinition {
  return defineResource({
    resource,
    entity: BannerEntity,
    listQueryDto: BannersStudioQueryDto,
    fixed: { placement },
    scope: ['division'],
    search: ['alt'],
    filters: ['division'],
    prepare(banner) {
      banner.language ??= ALL;
      banner.link ??= null;
    },
  });
}

/** The image slider of each division home. */
export const IMAGE_SLIDER_STUDIO = bannersStudio('image-slider', 'slider');
/** The banners shown on every page of a division. */
export const DIVISION_BANNERS_STUDIO = bannersStudio('division-banners', 'banner');
/** The hero picture of each division home (the first for the page's language is shown). */
export const DIVISION_HERO_STUDIO = bannersStudio('division-hero', 'hero');

/** The banner of one division page (`<division>/<routeKey>`); at most one per page. */
export const PAGE_BANNERS_STUDIO = defineResource({
  resource: 'page-banners',
  entity: PageBannerEntity,
  scope: [],
  search: ['title'],
});
