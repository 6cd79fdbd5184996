import type { RichTextDoc } from '@aurinko/contract/rich-text';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { richTextIn } from '../../common/translations/rich-texts.js';
import { translate } from '../../common/translations/translations.js';
import { publicRows } from '../../studio/drafts/public-rows.js';
import { type ContentPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { EventEntity } from './event.entity.js';

export interface EventView {
  _id: string;
  title: string;
  /** ISO date-time of the day (00:00 UTC). */
  date: string;
  place: string;
  /** Rich text (@aurinko/contract/rich-text), in `descriptionLanguage` (English when the language asked for has none). */
  description: RichTextDoc;
  descriptionLanguage: Lang;
  images: string[];
}

@Injectable()
export class EventsService {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  /** Published events, newest first, in `lang` with English fallback per field. */
  async list(query: ContentPageQueryDto, lang: Lang): Promise<Paginated<EventView>> {
    const [rows, total] = await publicRows(this.events).findAndCount({
      order: { date: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((row) => ({
        _id: String(row.id),
        title: translate(row.title, lang),
        date: new Date(row.date).toISOString(),
        place: translate(row.place, lang),
        description: richTextIn(row.description, lang).doc,
        descriptionLanguage: richTextIn(row.description, lang).lang,
        images: row.images,
      })),
      total,
      query,
    );
  }
}
