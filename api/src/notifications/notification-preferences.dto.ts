import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { NOTIFICATION_MODES, type NotificationMode } from './notification.entities.js';

const modeMessage = (field: string) => `${field} must be one of: ${NOTIFICATION_MODES.join(', ')}`;

/** Per kind: `instant` (an e-mail at once), `digest` (one e-mail a day) or `off`. Kinds left out keep their mode. */
export class NotificationPreferencesDto {
  @ApiPropertyOptional({ enum: NOTIFICATION_MODES, description: 'A visitor sent a contact message' })
  @IsOptional()
  @IsIn(NOTIFICATION_MODES, { message: modeMessage('contact') })
  contact?: NotificationMode;

  @ApiPropertyOptional({
    enum: NOTIFICATION_MODES,
    description: 'A visitor sent a review (waiting for approval)',
  })
  @IsOptional()
  @IsIn(NOTIFICATION_MODES, { message: modeMessage('review') })
  review?: NotificationMode;

  @ApiPropertyOptional({
    enum: NOTIFICATION_MODES,
    description: 'An admin account was locked by failed sign-ins',
  })
  @IsOptional()
  @IsIn(NOTIFICATION_MODES, { message: modeMessage('signIn') })
  signIn?: NotificationMode;
}
