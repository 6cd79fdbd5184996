import { defineResource } from '../../studio/studio-definition.js';
import { fieldError } from '../common/division-input.js';
import { CertificateEntity } from './certificate.entity.js';

export const VALID_UNTIL_MESSAGE = 'validUntil must not be before validFrom';

/** Certificates (issue 35): one order for all of them, as the certificates page lists them. */
export const CERTIFICATES_STUDIO = defineResource({
  resource: 'certificates',
  entity: CertificateEntity,
  scope: [],
  search: ['description'],
  prepare(certificate) {
    certificate.issuer = (certificate.issuer ?? '').trim();
    if (
      certificate.validFrom &&
      certificate.validUntil &&
      new Date(certificate.validUntil).getTime() < new Date(certificate.validFrom).getTime()
    )
      throw fieldError('validUntil', VALID_UNTIL_MESSAGE);
  },
});
