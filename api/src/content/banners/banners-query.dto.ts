import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LangQueryDto } from '../../common/dto/lang-query.dto.js';

export class PageBannerQueryDto extends LangQueryDto {
  @ApiProperty({ description: 'Page key `<division>/<routeKey>`, e.g. human/Health_supplements' })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_-]{1,59}$/, {
    message: 'key must look like <division>/<routeKey>',
  })
  key: string;
}
