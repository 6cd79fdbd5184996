import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { type DivisionPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { BrochureEntity } from './brochure.entity.js';

export interface BrochureView {
  _id: string;
  name: string;
  category: string;
  division: string | null;
  file: string;
}

@Injectable()
export class BrochuresService {
  constructor(@InjectRepository(BrochureEntity) private readonly brochures: Repository<BrochureEntity>) {}

  async list(query: DivisionPageQueryDto, lang: Lang): Promise<Paginated<BrochureView>> {
    const [rows, total] = await this.brochures.findAndCount({
      where: query.division ? [{ division: query.division }, { division: IsNull() }] : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((b) => ({
        _id: String(b.id),
        name: translate(b.name, lang),
        category: b.category,
        division: b.division,
        file: b.file,
      })),
      total,
      query,
    );
  }
}
