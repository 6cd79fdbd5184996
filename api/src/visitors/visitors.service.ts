import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
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
 * Counts with single-statement increments (`x = x + 1`), atomic on both engines. The cookie holds a random id and
 * the day it was last counted, so no per-visitor row and no IP address is ever stored.
 */
@Injectable()
export class VisitorsService {
  private ensuredDay = '';

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

    await this.totals
      .createQueryBuilder()
      .update()
      .set({
        totalVisits: () => 'total_visits + 1',
        uniqueVisitors: () => `unique_visitors + ${newVisitor ? 1 : 0}`,
      })
      .where('id = 1')
      .execute();
    await this.ensureDay(today);
    await this.daily
      .createQueryBuilder()
      .update()
      .set({ visits: () => 'visits + 1', uniqueVisitors: () => `unique_visitors + ${newToday ? 1 : 0}` })
      .where('day = :today', { today })
      .execute();
    return { totals: await this.read(), cookie: `${id}.${today}` };
  }

  async read(): Promise<VisitorTotals> {
    const row = await this.totals.findOneBy({ id: 1 });
    return { uniqueVisitors: row?.uniqueVisitors ?? 0, totalVisits: row?.totalVisits ?? 0 };
  }

  async dailyVisits(days: number): Promise<DailyVisits[]> {
    const end = new Date();
    const start = new Date(end.getTime() - (days - 1) * 86_400_000);
    const rows = await this.daily.findBy({ day: Between(utcDay(start), utcDay(end)) });
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return Array.from({ length: days }, (_, i) => {
      const date = utcDay(new Date(start.getTime() + i * 86_400_000));
      const row = byDay.get(date);
      return { date, visits: row?.visits ?? 0, unique: row?.uniqueVisitors ?? 0 };
    });
  }

  private async ensureDay(day: string): Promise<void> {
    if (this.ensuredDay === day) return;
    await this.daily
      .createQueryBuilder()
      .insert()
      .values({ day, visits: 0, uniqueVisitors: 0 })
      .orIgnore()
      .execute();
    this.ensuredDay = day;
  }
}
