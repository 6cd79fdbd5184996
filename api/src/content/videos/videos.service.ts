import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { overlayDrafts, visibleRows } from '../../studio/drafts/public-rows.js';
import { type DivisionPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { VideoEntity, type VideoKind } from './video.entity.js';
import { embedAddress } from './video-address.js';

export interface VideoView {
  _id: string;
  title: string;
  division: string | null;
  url: string;
  poster: string | null;
  kind: VideoKind;
  /** External videos that name one video: the privacy-friendly player address to embed; else null. */
  embed: string | null;
}

@Injectable()
export class VideosService {
  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  async list(query: DivisionPageQueryDto, lang: Lang): Promise<Paginated<VideoView>> {
    // Published, with a file or an address (the studio creates a video before its file is uploaded).
    const qb = visibleRows(this.videos.createQueryBuilder('v'), 'v').andWhere(
      '(v.file IS NOT NULL OR v.url IS NOT NULL)',
    );
    if (query.division)
      qb.andWhere('(v.division = :division OR v.division IS NULL)', { division: query.division });
    const [rows, total] = await qb
      .orderBy('v.sortOrder', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
    const shown = await overlayDrafts(this.videos.manager, VideoEntity, rows);
    return paginated(
      shown.map((v) => ({
        _id: String(v.id),
        title: translate(v.title, lang),
        division: v.division,
        url: (v.file ?? v.url) as string,
        poster: v.poster,
        kind: v.file ? ('file' as const) : ('external' as const),
        embed: v.file || !v.url ? null : embedAddress(v.url),
      })),
      total,
      query,
    );
  }
}
