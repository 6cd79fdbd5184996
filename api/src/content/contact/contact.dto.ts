import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { AdminDateRangeQueryDto } from '../../common/dto/date-range-query.dto.js';
import { DIVISIONS, type Division } from '../common/divisions.js';
import { Trim } from '../common/text.js';

const divisionMessage = `division must be one of: ${DIVISIONS.join(', ')}`;
/** `?x=true|false` → boolean; anything else stays as it is and fails IsBoolean. */
const QueryBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

export class CreateContactMessageDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Trim()
  @IsString()
  @Length(2, 100)
  name: string;

  @ApiProperty({ description: '7–20 characters: digits, spaces, + - ( )', pattern: '^[0-9 +()-]{7,20}$' })
  @Trim()
  @IsString()
  @Matches(/^[0-9 +()-]{7,20}$/, {
    message: 'mobile must be 7–20 characters of digits, spaces, +, -, ( or )',
  })
  mobile: string;

  @ApiProperty({ maxLength: 254, format: 'email' })
  @Trim()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString()
  @Length(10, 2000)
  message: string;

  @ApiPropertyOptional({ enum: DIVISIONS, description: 'The division whose contact page sent it' })
  @IsOptional()
  @IsIn(DIVISIONS, { message: divisionMessage })
  division?: Division;

  @ApiPropertyOptional({
    description: 'Honeypot: leave empty (a filled one is answered as accepted and dropped)',
    'x-honeypot': true,
  } as ApiPropertyOptions)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

/** The inbox's filters, shared by the list and the CSV export. */
export class ContactFilterQueryDto extends AdminDateRangeQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'handled must be true or false' })
  handled?: boolean;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: opened by an admin; false: unread' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'read must be true or false' })
  read?: boolean;

  @ApiPropertyOptional({ enum: [...DIVISIONS, 'none'], description: '`none`: sent from no division page' })
  @IsOptional()
  @IsIn([...DIVISIONS, 'none'], { message: `division must be one of: ${DIVISIONS.join(', ')}, none` })
  division?: Division | 'none';

  @ApiPropertyOptional({ description: 'Searches name, e-mail, mobile and message' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class ContactReadDto {
  @ApiProperty()
  @IsBoolean({ message: 'read must be true or false' })
  read: boolean;
}

export class ContactHandledDto {
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'handled must be true or false' })
  handled?: boolean;
}

export class ContactReplyDto {
  @ApiProperty({ minLength: 2, maxLength: 5000, description: 'The reply, sent by e-mail to the sender' })
  @Trim()
  @IsString()
  @Length(2, 5000, { message: 'text must be 2–5000 characters' })
  text: string;
}
