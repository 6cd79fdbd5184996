import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { ContentPageQueryDto } from '../common/content-query.dto.js';
import { Trim } from '../common/text.js';

export class SearchQueryDto extends ContentPageQueryDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Trim()
  @IsString({ message: 'q must be a text of 2 to 100 characters' })
  @Length(2, 100, { message: 'q must be a text of 2 to 100 characters' })
  q: string;
}
