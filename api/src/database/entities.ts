import { AdminEntity } from '../admins/admin.entity.js';
import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { PasswordResetCodeEntity } from '../auth/password-reset-code.entity.js';
import { SessionEntity } from '../auth/session.entity.js';
import { RateLimitCounterEntity } from '../common/rate-limit/rate-limit-counter.entity.js';
import { CONTENT_ENTITIES } from '../content/content.entities.js';
import { ContentVersionEntity } from '../content-version/content-version.entity.js';
import { PendingUploadEntity, UploadWriterEntity } from '../files/upload-writer.entity.js';
import { HeadlineEntity } from '../headlines/headline.entity.js';
import { LogoEntity } from '../logos/logo.entity.js';
import { MediaItemEntity } from '../media/media-item.entity.js';
import {
  NotificationEventEntity,
  NotificationPreferenceEntity,
} from '../notifications/notification.entities.js';
import { StudioDraftEntity } from '../studio/drafts/studio-draft.entity.js';
import { GENERIC_RESOURCES } from '../studio/generic/generic-resource.js';
import { StudioBinEntity, StudioVersionEntity } from '../studio/history/studio-history.entities.js';
import { StudioPresenceEntity } from '../studio/presence/studio-presence.entity.js';
import { VisitorDailyEntity, VisitorTotalsEntity } from '../visitors/visitor-counter.entity.js';
import { SeedRunEntity } from './seed-run.entity.js';

export const ENTITIES = [
  AdminEntity,
  SessionEntity,
  PasswordResetCodeEntity,
  HeadlineEntity,
  LogoEntity,
  VisitorTotalsEntity,
  VisitorDailyEntity,
  SeedRunEntity,
  RateLimitCounterEntity,
  AuditLogEntity,
  StudioDraftEntity,
  StudioPresenceEntity,
  StudioVersionEntity,
  StudioBinEntity,
  ContentVersionEntity,
  UploadWriterEntity,
  PendingUploadEntity,
  NotificationPreferenceEntity,
  NotificationEventEntity,
  MediaItemEntity,
  ...CONTENT_ENTITIES,
  // The generic studio resources' entities, derived from the contract (studio/generic/).
  ...GENERIC_RESOURCES.map((generic) => generic.schema),
];
