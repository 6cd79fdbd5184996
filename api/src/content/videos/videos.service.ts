import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Lang } from '../../common/lang/languages.js';
import { translate } from '../../common/translations/translations.js';
import { type DivisionPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import { VideoEntity, type VideoKind } from './video.entity.js';

export interface VideoView {
  _id: string;
  title: string;
  division: string | null;
  url: string;
  poster: string | null;
  kind: VideoKind;
}

@Injectable()
export class VideosService {
  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  async list(query: DivisionPageQueryDto, lang: Lang): Promise<Paginated<VideoView>> {
    const [rows, total] = await this.videos.findAndCount({
      where: query.division ? [{ division: query.division }, { division: IsNull() }] : {},
      order: { sortOrder: 'ASC', id: 'ASC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((v) => ({
        _id: String(v.id),
        title: translate(v.title, lang),
        division: v.division,
        url: v.url,
        poster: v.poster,
        kind: v.kind,
      })),
      total,
      query,
    );
  }
}
