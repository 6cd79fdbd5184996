import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { LangQueryDto } from '../../common/dto/lang-query.dto.js';
import { DivisionQueryDto } from '../common/content-query.dto.js';
import { DIVISIONS, type Division } from '../common/divisions.js';
import { BANNER_PLACEMENTS, type BannerPlacement } from './banner.entity.js';

export class PageBannerQueryDto extends LangQueryDto {
  @ApiProperty({ description: 'Page key `<division>/<routeKey>`, e.g. human/Health_supplements' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_-]{1,59}$/, {
    message: 'key must look like <division>/<routeKey>',
  })
  key: string;
}

/** `?division=&placement=`: the slider (default, as before placements existed) or the division banners. */
export class BannersQueryDto extends DivisionQueryDto {
  @ApiPropertyOptional({ enum: BANNER_PLACEMENTS, default: 'slider' })
  @IsOptional()
  @IsIn(BANNER_PLACEMENTS, { message: `placement must be one of: ${BANNER_PLACEMENTS.join(', ')}` })
  placement?: BannerPlacement;
}

export class DivisionPageBannersQueryDto extends LangQueryDto {
  @ApiProperty({ enum: DIVISIONS })
  @IsIn(DIVISIONS, { message: `division must be one of: ${DIVISIONS.join(', ')}` })
  division: Division;
}
