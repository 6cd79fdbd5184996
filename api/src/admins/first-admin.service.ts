import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, ConfigError } from '../config/app-config.js';
import { AdminsService } from './admins.service.js';
import { passwordProblem } from './password-policy.js';

/** ADMIN_NAME + ADMIN_PASSWORD (+ ADMIN_EMAIL) create the first admin on start, only while no admin exists. */
@Injectable()
export class FirstAdminService {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admins: AdminsService,
  ) {}

  /** Called by StartupService under the start-up lock, so concurrent starts create one first admin. */
  async ensure(): Promise<void> {
    const wanted = this.config.admin;
    if (!wanted) return;
    if ((await this.admins.countAdmins()) > 0) return;
    const problem = passwordProblem(wanted.password, wanted.name);
    if (problem)
      throw new ConfigError(`Invalid environment: ADMIN_PASSWORD ${problem.replace('newPassword ', '')}`);
    await this.admins.create({
      name: wanted.name,
      password: wanted.password,
      role: 'admin',
      email: wanted.email ?? null,
    });
    this.logger.log(`Created the first admin "${wanted.name}" from ADMIN_NAME/ADMIN_PASSWORD`);
  }
}
