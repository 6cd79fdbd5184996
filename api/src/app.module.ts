import { type DynamicModule, Module } from '@nestjs/common';
import { AdminsModule } from './admins/admins.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { PublicReadCacheModule } from './common/cache/public-read-cache.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ContentModule } from './content/content.module.js';
import { ContentVersionModule } from './content-version/content-version.module.js';
import { DatabaseModule } from './database/database.module.js';
import { FilesModule } from './files/files.module.js';
import { HeadlinesModule } from './headlines/headlines.module.js';
import { HealthModule } from './health/health.module.js';
import { LogosModule } from './logos/logos.module.js';
import { MailModule } from './mail/mail.module.js';
import { MediaModule } from './media/media.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { StartupModule } from './startup/startup.module.js';
import { StudioModule } from './studio/studio.module.js';
import { VisitorsModule } from './visitors/visitors.module.js';

@Module({})
// biome-ignore lint/complexity/noStaticOnlyClass: a Nest dynamic module is a class
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        PublicReadCacheModule,
        FilesModule,
        MailModule,
        NotificationsModule,
        AdminsModule,
        AuthModule,
        HealthModule,
        HeadlinesModule,
        LogosModule,
        VisitorsModule,
        ContentModule,
        ContentVersionModule,
        AuditModule,
        MediaModule,
        StudioModule,
        StartupModule,
      ],
    };
  }
}
