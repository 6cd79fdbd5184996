import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', description: 'The password in use now (required)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: 8, maxLength: 128 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  newPassword: string;
}
