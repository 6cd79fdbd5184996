import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { LangQueryDto } from '../../common/dto/lang-query.dto.js';

/** `?q=` of the record search: the text to find in any title, in any language (`lang`: the client's UI language). */
export class WorkplaceSearchDto extends LangQueryDto {
  @ApiProperty({
    description: 'Text to find in the titles of every studio record, in any language',
    maxLength: 100,
  })
  @IsString({ message: 'q must be a text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @Matches(/\S/, { message: 'q must not be empty' })
  q: string;
}
