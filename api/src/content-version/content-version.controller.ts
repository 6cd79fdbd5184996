import { createHash } from 'node:crypto';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';
import { ContentVersionEntity } from './content-version.entity.js';

/**
 * The version of the site's public content, for the shell's page cache (issue 28): it changes with every committed
 * write to a content table, on whichever API instance made it (the rows live in the database), and with nothing else
 * — a visitor hit, a sign-in, a contact message or a draft leave it as it is (DatabaseWriteSubscriber's NOT_CONTENT).
 * One indexed read of a few rows, itself a public read kept by the public-read cache and dropped when a version
 * row changes.
 */
@ApiTags('content')
@Controller('content-version')
export class ContentVersionController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async get(): Promise<{ version: string }> {
    const rows = await this.dataSource
      .getRepository(ContentVersionEntity)
      .find({ order: { tableName: 'ASC' } });
    const text = rows.map((row) => `${row.tableName}:${row.version}`).join(',');
    return { version: createHash('sha256').update(text).digest('base64url').slice(0, 22) };
  }
}
