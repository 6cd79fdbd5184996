import { paths } from '../../config/paths';
import { RESOURCES } from '../studio/studio-registry';
import type { ResourceSchema } from '../studio/studio-schema';
import type { AuditEntry } from './audit-api';

/** Actions after which the record no longer exists. */
const GONE = new Set(['delete', 'reject']);

/** Resources edited on one screen for all their records (no screen per record). */
const SCREENS: Readonly<Record<string, string>> = {
  headlines: paths.headlines,
  logos: paths.logos,
};

/** The studio resource an audit row's `entity` names (the API's resource path), if it is one. */
export const studioResourceOf = (entity: string): ResourceSchema | undefined =>
  (RESOURCES as Readonly<Record<string, ResourceSchema | undefined>>)[entity];

/**
 * Where an audit row's record is edited: a studio resource's edit screen (from the studio registry, so resources
 * added later link without a change here), a message in the inbox, the reviews, or the headline / logo screens.
 * None for a record that a delete or a rejection removed.
 */
/**
 * The version a studio change made, opened in its record's History panel (`?version=`); none for a record that is
 * gone or a change that kept no version.
 */
export function versionLink(
  entry: Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'versionId'>,
): string | undefined {
  const schema = studioResourceOf(entry.entity);
  if (!schema || !entry.versionId || GONE.has(entry.action)) return undefined;
  const edit = schema.routes.edit(entry.entityId);
  return `${edit}${edit.includes('?') ? '&' : '?'}version=${encodeURIComponent(entry.versionId)}`;
}

export function auditLink(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'action'>): string | undefined {
  const screen = SCREENS[entry.entity];
  if (screen) return screen;
  if (GONE.has(entry.action)) return undefined;
  const schema = studioResourceOf(entry.entity);
  if (schema) return schema.routes.edit(entry.entityId);
  if (entry.entity === 'contact-messages') return paths.inboxMessage(entry.entityId);
  if (entry.entity === 'reviews') return paths.feedback;
  return undefined;
}
