import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { CertificateEntity } from './certificate.entity.js';

export interface CertificateView {
  _id: string;
  /** As the standard writes it, the same in every language. */
  name: string;
  description: string;
  number: string;
  /** "" = an accredited certification body. */
  issuer: string;
  /** `YYYY-MM-DD`. */
  validFrom: string;
  validUntil: string;
  badge: string;
  /** The PDF, or null while none is uploaded. */
  file: string | null;
}

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

@Injectable()
export class CertificatesService {
  constructor(
    @InjectRepository(CertificateEntity) private readonly certificates: Repository<CertificateEntity>,
  ) {}

  async list(lang: Lang): Promise<CertificateView[]> {
    const rows = await publicRows(this.certificates).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((c) => ({
      _id: String(c.id),
      name: c.name,
      description: translate(c.description, lang),
      number: c.number,
      issuer: c.issuer,
      validFrom: day(c.validFrom),
      validUntil: day(c.validUntil),
      badge: c.badge,
      file: c.file,
    }));
  }
}
