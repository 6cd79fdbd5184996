import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { Trim } from '../common/text.js';

export class CreateContactMessageDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @Trim()
  @IsString()
  @Length(2, 100)
  name: string;

  @ApiProperty({ description: '7–20 characters: digits, spaces, + - ( )' })
  @Trim()
  @IsString()
  @Matches(/^[0-9 +()-]{7,20}$/, {
    message: 'mobile must be 7–20 characters of digits, spaces, +, -, ( or )',
  })
  mobile: string;

  @ApiProperty({ maxLength: 254 })
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

  @ApiPropertyOptional({ description: 'Honeypot: leave empty' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}
