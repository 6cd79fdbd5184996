import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class ResetPasswordDto {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  name: string;

  @ApiProperty({
    example: '12345678',
    description: 'The one-time code (digits) from the e-mail or the dev outbox',
    pattern: '^\\d{6,10}$',
  })
  @IsString()
  @IsNotEmpty()
  @Matches(/^\d{6,10}$/, { message: 'otp must be the digits of the one-time code' })
  otp: string;

  @ApiProperty({ format: 'password', minLength: 8, maxLength: 128 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  newPassword: string;
}
