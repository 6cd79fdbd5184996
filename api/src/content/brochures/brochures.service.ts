import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { overlayDrafts, visibleRows } from '../../studio/drafts/public-rows.js';
import { ALL } from '../../studio/studio-columns.js';
import { type DivisionPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { BrochureEntity } from './brochure.entity.js';

export interface BrochureView {
  _id: string;
  name: string;
  category: string;
  division: string | null;
  /** The PDF, or null while none is uploaded. */
  file: string | null;
}

@Injectable()
export class BrochuresService {
  constructor(@InjectRepository(BrochureEntity) private readonly brochures: Repository<BrochureEntity>) {}

  async list(query: DivisionPageQueryDto, lang: Lang): Promise<Paginated<BrochureView>> {
    // A brochure of every division has division NULL ('all' in the entity).
    const qb = visibleRows(this.brochures.createQueryBuilder('b'), 'b');
    if (query.division)
      qb.andWhere('(b.division IS NULL OR b.division = :division)', { division: query.division });
    const [rows, total] = await qb
      .orderBy('b.sortOrder', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
    const shown = await overlayDrafts(this.brochures.manager, BrochureEntity, rows);
    return paginated(
      shown.map((b) => ({
        _id: String(b.id),
        name: translate(b.name, lang),
        category: b.category,
        division: b.division === ALL ? null : b.division,
        file: b.file,
      })),
      total,
      query,
    );
  }
}
