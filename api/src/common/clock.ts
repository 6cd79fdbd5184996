import { Injectable } from '@nestjs/common';

/**
 * The time as the API's scheduled work reads it (whole seconds: MySQL `datetime` keeps no fraction). One provider, so
 * a test moves time forward (`vi.spyOn(app.get(Clock), 'now')`) instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date(Math.floor(Date.now() / 1000) * 1000);
  }
}
