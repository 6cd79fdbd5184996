import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../common/decorators/auth.decorators.js';
import { EMAIL_PATTERN, NAME_PATTERN } from '../admins.service.js';

/** POST /api/admins: a new admin with an initial password (the same policy as a reset). */
export class CreateAdminDto {
  @ApiProperty({
    example: 'eve',
    description: '3–64 letters, digits, dots, dashes, underscores or @',
    pattern: NAME_PATTERN.source,
  })
  @IsString()
  @Matches(NAME_PATTERN, { message: 'name must be 3–64 letters, digits, dots, dashes, underscores or @' })
  name: string;

  @ApiProperty({
    example: 'eve@example.com',
    description: 'Where password-reset codes go',
    format: 'email',
    maxLength: 254,
  })
  @IsString()
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: 'email must be an e-mail address like name@example.com' })
  email: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: Role;

  @ApiProperty({ format: 'password', minLength: 8, maxLength: 128 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password: string;
}

export class AdminDisabledDto {
  @ApiProperty({
    description: 'true disables the admin (sign-in refused, sessions ended), false enables it again',
  })
  @IsIn([true, false], { message: 'disabled must be true or false' })
  disabled: boolean;
}
