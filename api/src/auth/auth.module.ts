import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from '../admins/admin.entity.js';
import { AdminsModule } from '../admins/admins.module.js';
import { CsrfGuard } from '../common/guards/csrf.guard.js';
import { DatabaseThrottlerStorage } from '../common/rate-limit/database-throttler-storage.js';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailModule } from '../mail/mail.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetCodeEntity } from './password-reset-code.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminEntity, SessionEntity, PasswordResetCodeEntity]),
    // Counters live in the database (rate_limit_counters), shared by every API instance and kept across restarts.
    ThrottlerModule.forRootAsync({
      imports: [RateLimitModule],
      inject: [APP_CONFIG, DatabaseThrottlerStorage],
      useFactory: (config: AppConfig, storage: DatabaseThrottlerStorage) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimit }],
        storage,
      }),
    }),
    AdminsModule,
    MailModule,
    NotificationsModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    PasswordResetService,
    PasswordChangeService,
    // Order matters: the CSRF check runs before the session lookup.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
})
export class AuthModule {}
