import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const type = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    const up = await this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    if (!up) res.status(503);
    return { status: up ? 'ok' : 'error', database: { type, up } };
  }
}
