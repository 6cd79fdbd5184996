import { randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { VISITOR_COUNTER_SHARDS } from '../database/migrations/1764400000000-visitor-counter-shards.js';
import { VisitorDailyEntity, VisitorTotalsEntity } from './visitor-counter.entity.js';

export const VISITOR_COOKIE = 'aurinko_visitor';
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{4}-\d{2}-\d{2})$/;

export interface VisitorTotals {
  uniqueVisitors: number;
  totalVisits: number;
}

export interface DailyVisits {
  date: string;
  visits: number;
  unique: number;
}

export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10);

/**
 * Counts with single-statement increments (`x = x + 1`), atomic on both engines, each on one of
 * VISITOR_COUNTER_SHARDS rows picked at random (totals and the day's), so concurrent hits rarely wait for the same
 * row lock; reads sum the rows, so counts stay exact. The cookie holds a random id and the day it was last counted,
 * so no per-visitor row and no IP address is ever stored.
 */
@Injectable()
export class VisitorsService {
  private ensuredDay = '';
  /** The day's rows being inserted: concurrent first hits of a day share one insert (no lock contention). */
  private ensuring: { day: string; done: Promise<void> } | undefined;

  constructor(
    @InjectRepository(VisitorTotalsEntity) private readonly totals: Repository<VisitorTotalsEntity>,
    @InjectRepository(VisitorDailyEntity) private readonly daily: Repository<VisitorDailyEntity>,
  ) {}

  async hit(cookie: string | undefined): Promise<{ totals: VisitorTotals; cookie: string }> {
    const today = utcDay();
    const known = typeof cookie === 'string' ? COOKIE_PATTERN.exec(cookie) : null;
    const id = known?.[1] ?? randomBytes(16).toString('base64url');
    const newVisitor = known === null;
    const newToday = known?.[2] !== today;

    const shard = randomInt(VISITOR_COUNTER_SHARDS);
    await this.totals
      .createQueryBuilder()
      .update()
      .set({
        totalVisits: () => 'total_visits + 1',
        uniqueVisitors: () => `unique_visitors + ${newVisitor ? 1 : 0}`,
      })
      .where('id = :id', { id: shard + 1 })
      .execute();
    await this.ensureDay(today);
    await this.daily
      .createQueryBuilder()
      .update()
      .set({ visits: () => 'visits + 1', uniqueVisitors: () => `unique_visitors + ${newToday ? 1 : 0}` })
      .where('day = :today AND shard = :shard', { today, shard })
      .execute();
    return { totals: await this.read(), cookie: `${id}.${today}` };
  }

  async read(): Promise<VisitorTotals> {
    const row = (await this.totals
      .createQueryBuilder('t')
      .select('SUM(t.unique_visitors)', 'unique')
      .addSelect('SUM(t.total_visits)', 'total')
      .getRawOne()) as { unique: number | string | null; total: number | string | null } | undefined;
    // MySQL answers SUM as a decimal string.
    return { uniqueVisitors: Number(row?.unique ?? 0), totalVisits: Number(row?.total ?? 0) };
  }

  async dailyVisits(days: number): Promise<DailyVisits[]> {
    const end = new Date();
    const start = new Date(end.getTime() - (days - 1) * 86_400_000);
    const rows = (await this.daily
      .createQueryBuilder('d')
      .select('d.day', 'day')
      .addSelect('SUM(d.visits)', 'visits')
      .addSelect('SUM(d.unique_visitors)', 'uniqueVisitors')
      .where('d.day BETWEEN :from AND :to', { from: utcDay(start), to: utcDay(end) })
      .groupBy('d.day')
      .getRawMany()) as Array<{ day: string; visits: number | string; uniqueVisitors: number | string }>;
    const byDay = new Map(
      rows.map((row) => [
        row.day,
        { visits: Number(row.visits), uniqueVisitors: Number(row.uniqueVisitors) },
      ]),
    );
    return Array.from({ length: days }, (_, i) => {
      const date = utcDay(new Date(start.getTime() + i * 86_400_000));
      const row = byDay.get(date);
      return { date, visits: row?.visits ?? 0, unique: row?.uniqueVisitors ?? 0 };
    });
  }

  private async ensureDay(day: string): Promise<void> {
    if (this.ensuredDay === day) return;
    if (this.ensuring?.day !== day) {
      const done = this.insertDay(day).finally(() => {
        if (this.ensuring?.done === done) this.ensuring = undefined;
      });
      this.ensuring = { day, done };
    }
    await this.ensuring.done;
  }

  private async insertDay(day: string): Promise<void> {
    await this.daily
      .createQueryBuilder()
      .insert()
      .values(
        Array.from({ length: VISITOR_COUNTER_SHARDS }, (_, shard) => ({
          day,
          shard,
          visits: 0,
          uniqueVisitors: 0,
        })),
      )
      .orIgnore()
      .execute();
    this.ensuredDay = day;
  }
}
