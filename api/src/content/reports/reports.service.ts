import type { RichTextDoc } from '@aurinko/contract/rich-text';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { type Paginated, paginated } from '../common/content-query.dto.js';
import { ReportEntity } from './report.entity.js';
import type { ReportsQueryDto } from './reports-query.dto.js';

export interface ReportView {
  _id: string;
  title: string;
  /** Rich text (@aurinko/contract/rich-text), in `detailsLanguage` (English when the language asked for has none). */
  details: RichTextDoc;
  detailsLanguage: Lang;
  category: string;
  division: string;
  /** The PDF, or null while none is uploaded. */
  file: string | null;
}

export const reportView = (r: ReportEntity, lang: Lang): ReportView => ({
  _id: String(r.id),
  title: translate(r.title, lang),
  details: richTextIn(r.details, lang).doc,
  detailsLanguage: richTextIn(r.details, lang).lang,
  category: r.category,
  division: r.division,
  file: r.file,
});

@Injectable()
export class ReportsService {
  constructor(@InjectRepository(ReportEntity) private readonly reports: Repository<ReportEntity>) {}

  async list(query: ReportsQueryDto, lang: Lang): Promise<Paginated<ReportView>> {
    const [rows, total] = await publicRows(this.reports).findAndCount({
      where: {
        ...(query.division ? { division: query.division } : {}),
        ...(query.category ? { category: query.category } : {}),
      },
      order: { sortOrder: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((row) => reportView(row, lang)),
      total,
      query,
    );
  }
}
