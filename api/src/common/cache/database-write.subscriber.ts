import { Injectable } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface } from 'typeorm';
import { PublicReadCache } from './public-read-cache.service.js';

/**
 * Listens to every entity write made through TypeORM (repositories, entity managers and query builders, in or out
 * of transactions) and invalidates the public-read cache. Generic on purpose: a route added later needs nothing to
 * keep the cache fresh. A commit invalidates again, so an answer read between a write and its commit is not kept.
 * Writes by raw SQL (`dataSource.query`) are not seen: only counters that no public read shows (rate limits) are
 * written that way.
 */
@Injectable()
export class DatabaseWriteSubscriber implements EntitySubscriberInterface {
  constructor(
    dataSource: DataSource,
    private readonly cache: PublicReadCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(): void {
    this.cache.invalidate();
  }
  afterUpdate(): void {
    this.cache.invalidate();
  }
  afterRemove(): void {
    this.cache.invalidate();
  }
  afterSoftRemove(): void {
    this.cache.invalidate();
  }
  afterRecover(): void {
    this.cache.invalidate();
  }
  afterTransactionCommit(): void {
    this.cache.invalidate();
  }
}
