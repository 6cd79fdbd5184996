import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { RESOURCES } from '../studio/studio-registry';
import { auditLink } from './audit-links';

describe('audit rows link to their records', () => {
  it('links every studio resource to its edit screen, from the studio registry', () => {
    for (const schema of Object.values(RESOURCES)) {
      expect(auditLink({ entity: schema.id, entityId: '12', action: 'update' })).toBe(
        schema.routes.edit('12'),
      );
    }
    expect(auditLink({ entity: 'products', entityId: '7', action: 'publish' })).toBe(paths.productEdit('7'));
    expect(auditLink({ entity: 'product-cards', entityId: '3', action: 'upload' })).toBe(paths.cardEdit('3'));
  });

  it('links headlines and logos to their screens, messages to the inbox and reviews to the moderation list', () => {
    expect(auditLink({ entity: 'headlines', entityId: '4', action: 'update' })).toBe(paths.headlines);
    expect(auditLink({ entity: 'logos', entityId: '2', action: 'delete' })).toBe(paths.logos);
    expect(auditLink({ entity: 'contact-messages', entityId: '9', action: 'mark-handled' })).toBe(
      paths.inboxMessage('9'),
    );
    expect(auditLink({ entity: 'reviews', entityId: '5', action: 'approve' })).toBe(paths.feedback);
  });

  it('does not link a record that is gone, or an unknown resource', () => {
    expect(auditLink({ entity: 'products', entityId: '7', action: 'delete' })).toBeUndefined();
    expect(auditLink({ entity: 'contact-messages', entityId: '9', action: 'delete' })).toBeUndefined();
    expect(auditLink({ entity: 'reviews', entityId: '5', action: 'reject' })).toBeUndefined();
    expect(auditLink({ entity: 'planets', entityId: '1', action: 'update' })).toBeUndefined();
  });
});
