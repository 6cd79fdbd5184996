import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACQUIRE_TIMEOUT_MS } from './data-source-options.js';
import { guardMysqlPool } from './mysql-pool-guards.js';

/** Puts the acquire and query-timeout guards on the MySQL pool once the data source exists (SQLite has no pool). */
@Injectable()
export class DatabaseTimeoutsService implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    guardMysqlPool(this.dataSource, ACQUIRE_TIMEOUT_MS);
  }
}
