import { type DataSource, LessThan, Not } from 'typeorm';
import type { SessionUser } from '../../auth/session-user.js';
import { StudioPresenceEntity } from './studio-presence.entity.js';

/** A heartbeat older than this no longer counts (the form beats every PRESENCE_HEARTBEAT_MS). */
export const PRESENCE_TTL_MS = 60_000;

export interface Editor {
  name: string;
  since: string;
}

/** Whole seconds, like the studio's timestamps (MySQL `datetime` keeps no fraction). */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** "Being edited by <admin> since <time>": who else has a record of one resource open. */
export class StudioPresenceService {
  constructor(
    private readonly resource: string,
    private readonly dataSource: DataSource,
  ) {}

  /** Records (or renews) that `user` has the record open; answers the OTHER admins who have it open now. */
  async beat(recordId: number, user: SessionUser): Promise<{ editors: Editor[] }> {
    const repository = this.dataSource.getRepository(StudioPresenceEntity);
    const at = now();
    await repository.delete({ seenAt: LessThan(new Date(at.getTime() - PRESENCE_TTL_MS)) });
    const key = { resource: this.resource, recordId, adminId: user.id };
    const mine = await repository.findOneBy(key);
    if (mine) await repository.update({ id: mine.id }, { seenAt: at, adminName: user.name });
    else {
      // Two tabs of one admin beating at once: the unique index keeps one row, the other insert is not an error.
      await repository
        .createQueryBuilder()
        .insert()
        .values({ ...key, adminName: user.name, since: at, seenAt: at })
        .orIgnore()
        .execute();
    }
    const others = await repository.find({
      where: { resource: this.resource, recordId, adminId: Not(user.id) },
      order: { since: 'ASC' },
    });
    return {
      editors: others.map((row) => ({ name: row.adminName, since: new Date(row.since).toISOString() })),
    };
  }

  /** The form closed: `user` no longer has the record open. */
  async leave(recordId: number, user: SessionUser): Promise<void> {
    await this.dataSource
      .getRepository(StudioPresenceEntity)
      .delete({ resource: this.resource, recordId, adminId: user.id });
  }
}
