import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Lang } from '../common/lang/languages.js';
import {
  allLanguages,
  mergeTranslations,
  type Translations,
  translate,
} from '../common/translations/translations.js';
import {
  forgetTranslationSources,
  recordTranslationSources,
  type TranslationStatus,
  translationStatuses,
} from '../studio/translation-sources.js';
import type { CreateHeadlineDto, UpdateHeadlineDto } from './dto/headline.dto.js';
import { HeadlineEntity } from './headline.entity.js';

export interface HeadlineView {
  _id: string;
  headline1: string;
}

/**
 * The headlines as `translation_sources` knows them (translation-sources.ts): not a studio resource, but their text is
 * tracked the same way, so a translation saved against an older English text is "needs update" here too and on the
 * coverage screen (which reads these rows under the resource `headlines`).
 */
export const HEADLINE_SOURCES = { path: 'headlines', translated: ['text'] } as const;

const view = (headline: HeadlineEntity, lang: Lang): HeadlineView => ({
  _id: String(headline.id),
  headline1: translate(headline.text, lang),
});

@Injectable()
export class HeadlinesService {
  constructor(
    @InjectRepository(HeadlineEntity) private readonly headlines: Repository<HeadlineEntity>,
    private readonly audit: AuditService,
  ) {}

  async findAll(lang: Lang): Promise<HeadlineView[]> {
    const rows = await this.headlines.find({ order: { id: 'ASC' } });
    return rows.map((row) => view(row, lang));
  }

  /** Every language's text, and per language other than English whether it is missing, filled or needs an update. */
  async translations(
    id: number,
  ): Promise<{ _id: string; translations: Translations; translationStatus: TranslationStatus }> {
    const headline = await this.get(id);
    const { live } = await translationStatuses(
      this.headlines.manager,
      HEADLINE_SOURCES,
      id,
      { text: headline.text },
      null,
    );
    return { _id: String(headline.id), translations: allLanguages(headline.text), translationStatus: live };
  }

  async create(dto: CreateHeadlineDto, lang: Lang, user: SessionUser): Promise<HeadlineView> {
    const text = this.edit({}, dto, lang);
    const now = new Date();
    return this.headlines.manager.transaction(async (manager) => {
      const saved = await manager.save(this.headlines.create({ text, createdAt: now, updatedAt: now }));
      await recordTranslationSources(manager, HEADLINE_SOURCES, saved.id, 'live', null, { text });
      await this.audit.record(manager, user, {
        action: 'create',
        entity: 'headlines',
        entityId: saved.id,
        fields: ['text'],
      });
      return view(saved, lang);
    });
  }

  async update(id: number, dto: UpdateHeadlineDto, lang: Lang, user: SessionUser): Promise<HeadlineView> {
    if (dto.headline1 === undefined && dto.translations === undefined) {
      throw new BadRequestException('headline1 must not be empty');
    }
    const headline = await this.get(id);
    const before = headline.text;
    headline.text = this.edit(headline.text, dto, lang);
    headline.updatedAt = new Date();
    return this.headlines.manager.transaction(async (manager) => {
      const saved = await manager.save(headline);
      await recordTranslationSources(
        manager,
        HEADLINE_SOURCES,
        id,
        'live',
        { text: before },
        { text: saved.text },
      );
      await this.audit.record(manager, user, {
        action: 'update',
        entity: 'headlines',
        entityId: id,
        fields: ['text'],
      });
      return view(saved, lang);
    });
  }

  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    await this.headlines.manager.transaction(async (manager) => {
      const result = await manager.delete(HeadlineEntity, { id });
      if (!result.affected) throw new NotFoundException(`Headline ${id} not found`);
      await forgetTranslationSources(manager, HEADLINE_SOURCES.path, id);
      await this.audit.record(manager, user, { action: 'delete', entity: 'headlines', entityId: id });
    });
    return { _id: String(id), message: 'Headline deleted' };
  }

  private edit(current: Translations, dto: UpdateHeadlineDto, lang: Lang): Translations {
    const changes: Translations = { ...dto.translations };
    if (dto.headline1 !== undefined) changes[lang] = dto.headline1;
    const next = mergeTranslations(current, changes);
    if (Object.keys(next).length === 0) throw new BadRequestException('headline1 must not be empty');
    return next;
  }

  private async get(id: number): Promise<HeadlineEntity> {
    const headline = await this.headlines.findOneBy({ id });
    if (!headline) throw new NotFoundException(`Headline ${id} not found`);
    return headline;
  }
}
