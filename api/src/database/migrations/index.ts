import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { ContentSchema1763900000000 } from './1763900000000-content-schema.js';
import { RateLimitCounters1764000000000 } from './1764000000000-rate-limit-counters.js';
import { ContentStudio1764100000000 } from './1764100000000-content-studio.js';
import { AdminEmail1764200000000 } from './1764200000000-admin-email.js';
import { StudioDrafts1764360000000 } from './1764360000000-studio-drafts.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  ContentSchema1763900000000,
  RateLimitCounters1764000000000,
  ContentStudio1764100000000,
  AdminEmail1764200000000,
  StudioDrafts1764360000000,
];
