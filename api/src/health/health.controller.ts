import { readFileSync } from 'node:fs';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { DrainService } from './drain.service.js';

const HEALTH_PROBE_MS = 2500;

/**
 * The API's release, for the dashboard's status page: the package version (api/package.json, one folder above
 * src/ and dist/ alike, and beside dist/ in the image) and the commit from GIT_COMMIT when the deploy sets it.
 */
function apiVersion(): { version: string; commit: string } {
  let version = 'unknown';
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    if (typeof pkg.version === 'string') version = pkg.version;
  } catch {
    // Unreadable package.json: the health answer still comes.
  }
  return { version, commit: process.env.GIT_COMMIT?.trim() || 'unknown' };
}
const API_VERSION = apiVersion();

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drain: DrainService,
  ) {}

  /** Liveness: the process answers (no dependency is checked: a database outage must not restart every instance). */
  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Readiness: send traffic here — database and storage answer, and the instance is not draining. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    if (this.drain.draining) {
      res.status(503);
      return { status: 'draining', draining: true };
    }
    const { up, storageUp } = await this.probe();
    if (!up || !storageUp) res.status(503);
    return {
      status: up && storageUp ? 'ok' : 'error',
      draining: false,
      database: { up },
      storage: { up: storageUp },
    };
  }

  private async probe(): Promise<{ up: boolean; storageUp: boolean }> {
    const [up, storageUp] = await Promise.all([
      // The pool and query timeouts already bound this; the race keeps the health answer under 3 s regardless.
      Promise.race([
        this.dataSource.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((done) => setTimeout(done, HEALTH_PROBE_MS, false).unref()),
      ]),
      this.storage.isUp(),
    ]);
    return { up, storageUp };
  }

  /** The status page's answer (unchanged for its users): release, database and storage; 503 when either is down. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const type = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    const { up, storageUp } = await this.probe();
    if (!up || !storageUp) res.status(503);
    return {
      status: up && storageUp ? 'ok' : 'error',
      ...API_VERSION,
      database: { type, up },
      storage: { driver: this.config.storage.driver, up: storageUp },
    };
  }
}
