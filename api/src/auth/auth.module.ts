import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { AdminsModule } from '../admins/admins.module.js';
import { CsrfGuard } from '../common/guards/csrf.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailModule } from '../mail/mail.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetCodeEntity } from './password-reset-code.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminEntity, SessionEntity, PasswordResetCodeEntity]),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimit }],
      }),
    }),
    AdminsModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    PasswordResetService,
    // Order matters: the CSRF check runs before the session lookup.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
})
export class AuthModule {}
