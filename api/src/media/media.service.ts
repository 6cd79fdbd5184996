import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Lang } from '../common/lang/languages.js';
import { allLanguages, mergeTranslations } from '../common/translations/translations.js';
import { type Paginated, paginated } from '../content/common/content-query.dto.js';
import { FilesService, type IncomingFile, type StoredFile } from '../files/files.service.js';
import { nameField } from '../files/name-field.js';
import type { FocalPoint } from '../studio/focal-point.js';
import { STUDIO_RESOURCES } from '../studio/studio.registry.js';
import { type RecordWithDraft, StudioService } from '../studio/studio.service.js';
import { cropProblem, type ImageCrop } from './image-crop.js';
import type { MediaListQueryDto, UpdateMediaDto, UseMediaDto } from './media.dto.js';
import { MediaItemEntity, type MediaKind } from './media-item.entity.js';
import { type MediaUse, registerMedia, repointReferences, usesOf } from './media-registry.js';

export interface MediaItemView {
  _id: string;
  url: string;
  kind: MediaKind;
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: Record<Lang, string>;
  caption: Record<Lang, string>;
  focus: FocalPoint | null;
  /** An image's crop in pixels of `source` (null: the whole picture; `url` is then the picture itself). */
  crop: ImageCrop | null;
  /** The uncropped picture while the item is cropped, else null. */
  source: { url: string; width: number | null; height: number | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface MediaItemDetail extends MediaItemView {
  /** Every record field that uses the item (the dashboard links each to its record). */
  uses: MediaUse[];
}

/** The multipart parts of an upload or a replace: one file, in the part named after its kind. */
export interface MediaParts {
  image?: IncomingFile[];
  document?: IncomingFile[];
  video?: IncomingFile[];
}

const PART_OF: Record<MediaKind, keyof MediaParts> = { image: 'image', pdf: 'document', video: 'video' };
const FOLDER = 'media';

const view = (item: MediaItemEntity): MediaItemView => ({
  _id: String(item.id),
  url: item.url,
  kind: item.kind,
  originalName: item.originalName,
  size: item.size,
  width: item.width,
  height: item.height,
  alt: allLanguages(item.alt),
  caption: allLanguages(item.caption),
  focus: item.focus,
  crop: item.sourceUrl ? item.crop : null,
  source: item.sourceUrl ? { url: item.sourceUrl, width: item.sourceWidth, height: item.sourceHeight } : null,
  createdAt: new Date(item.createdAt).toISOString(),
  updatedAt: new Date(item.updatedAt).toISOString(),
});

const likeLiteral = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * The media library (issue 34): every stored image, PDF and video a record may use, once per content. Uploads come
 * in here (the library's own upload, and every studio upload through StudioService), records reference an item by
 * its URL, and the item says what that file is in every language. Writes are audited under the entity `media`.
 */
@Injectable()
export class MediaService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async list(query: MediaListQueryDto): Promise<Paginated<MediaItemView>> {
    const qb = this.dataSource.getRepository(MediaItemEntity).createQueryBuilder('m');
    if (query.kind) qb.andWhere('m.kind = :kind', { kind: query.kind });
    const words = (query.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    words.forEach((word, index) => {
      qb.andWhere(
        `(LOWER(m.original_name) LIKE :w${index} ESCAPE '!' OR LOWER(m.alt) LIKE :w${index} ESCAPE '!')`,
        {
          [`w${index}`]: `%${likeLiteral(word)}%`,
        },
      );
    });
    const [items, total] = await qb
      .orderBy('m.id', 'DESC')
      .skip(query.skip)
      .take(query.pageSize)
      .getManyAndCount();
    return paginated(items.map(view), total, query);
  }

  async findOne(id: number): Promise<MediaItemDetail> {
    const item = await this.get(this.dataSource.manager, id);
    return { ...view(item), uses: await usesOf(this.dataSource.manager, item.url) };
  }

  /** A new file into the library; the same content again answers the item the library already has. */
  async upload(parts: MediaParts, user: SessionUser): Promise<MediaItemDetail> {
    const [kind, file] = this.onePart(parts);
    const stored = await this.store(kind, file);
    let item: MediaItemEntity | null;
    let duplicate: boolean;
    try {
      ({ item, duplicate } = await this.dataSource.transaction(async (manager) => {
        const registered = await registerMedia(manager, stored, { kept: true });
        await this.files.committed(manager, [stored.key]);
        if (!registered.duplicate && registered.item) {
          await this.audit.record(manager, user, {
            action: 'create',
            entity: 'media',
            entityId: registered.item.id,
          });
        }
        return registered;
      }));
    } catch (error) {
      await this.files.remove(stored.key);
      throw error;
    }
    if (duplicate) await this.files.remove(stored.key);
    if (!item) throw new BadRequestException('The file could not be added to the library');
    return this.findOne(item.id);
  }

  async update(id: number, input: UpdateMediaDto, user: SessionUser): Promise<MediaItemDetail> {
    if (input.crop !== undefined) await this.setCrop(id, input.crop, user);
    await this.dataSource.transaction(async (manager) => {
      const item = await this.get(manager, id, true);
      const changes: Partial<MediaItemEntity> = { kept: true, updatedAt: new Date() };
      const fields: string[] = [];
      if (input.alt) {
        changes.alt = mergeTranslations(item.alt, input.alt);
        fields.push('alt');
      }
      if (input.caption) {
        changes.caption = mergeTranslations(item.caption, input.caption);
        fields.push('caption');
      }
      if (input.focus !== undefined) {
        changes.focus = input.focus;
        fields.push('focus');
      }
      await manager.update(MediaItemEntity, { id }, changes);
      await this.audit.record(manager, user, { action: 'update', entity: 'media', entityId: id, fields });
    });
    return this.findOne(id);
  }

  /**
   * Crops an image (`crop` in pixels of the uncropped picture) or restores the whole picture (`null`): the cropped
   * area is stored as a new file with its variants, and every record field that used the item's file uses it, in one
   * transaction — so every use (product, slide, blog cover…) shows the crop; the uncropped picture stays beside it.
   */
  private async setCrop(id: number, crop: ImageCrop | null, user: SessionUser): Promise<void> {
    const before = await this.get(this.dataSource.manager, id);
    const refuse = (message: string, details: Record<string, unknown> = {}) =>
      new BadRequestException({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: { crop: [message] },
        details: { reason: 'crop', ...details },
      });
    if (before.kind !== 'image') throw refuse('crop applies to images only');
    const sourceUrl = before.sourceUrl ?? before.url;
    const sourceKey = this.files.keyOf(sourceUrl);
    const sourceWidth = before.sourceUrl ? before.sourceWidth : before.width;
    const sourceHeight = before.sourceUrl ? before.sourceHeight : before.height;
    if (crop === null && !before.sourceUrl) return;
    if (!sourceKey || !sourceWidth || !sourceHeight) throw refuse('crop: this image’s size is unknown');
    if (crop) {
      const problem = cropProblem(crop, sourceWidth, sourceHeight);
      if (problem) throw refuse(problem, { width: sourceWidth, height: sourceHeight });
    }
    const stored = crop
      ? await this.files.storeCrop(sourceKey, crop, { folder: FOLDER, originalName: before.originalName })
      : undefined;
    let old: string;
    try {
      old = await this.dataSource.transaction(async (manager) => {
        const item = await this.get(manager, id, true);
        const next = stored?.url ?? sourceUrl;
        await repointReferences(manager, item.url, next);
        await manager.update(
          MediaItemEntity,
          { id },
          stored
            ? {
                url: stored.url,
                size: stored.size ?? 0,
                width: stored.width ?? null,
                height: stored.height ?? null,
                crop,
                sourceUrl,
                sourceWidth,
                sourceHeight,
                kept: true,
                updatedAt: new Date(),
              }
            : {
                url: sourceUrl,
                size: (await this.files.sizeOf(sourceKey)) ?? item.size,
                width: sourceWidth,
                height: sourceHeight,
                crop: null,
                sourceUrl: null,
                sourceWidth: null,
                sourceHeight: null,
                kept: true,
                updatedAt: new Date(),
              },
        );
        if (stored) await this.files.committed(manager, [stored.key]);
        await this.audit.record(manager, user, {
          action: 'update',
          entity: 'media',
          entityId: id,
          fields: ['crop'],
        });
        return item.url;
      });
    } catch (error) {
      if (stored) await this.files.remove(stored.key);
      throw error;
    }
    // The previous cropped file (never the uncropped picture, which stays while the item is cropped).
    const oldKey = old !== sourceUrl ? this.files.keyOf(old) : undefined;
    if (oldKey) await this.files.remove(oldKey);
  }

  /**
   * A new file for the item: same kind, same id; every record field that used the old file uses the new one, in
   * the same transaction; the old file is removed after it.
   */
  async replace(id: number, parts: MediaParts, user: SessionUser): Promise<MediaItemDetail> {
    const before = await this.get(this.dataSource.manager, id);
    const part = PART_OF[before.kind];
    const [kind, file] = this.onePart(parts, part);
    if (kind !== before.kind) {
      throw new BadRequestException({
        statusCode: 400,
        message: `${part}: this library item is ${before.kind === 'pdf' ? 'a PDF' : `an ${before.kind}`}; replace it with the same kind of file`,
        error: 'Bad Request',
        fields: { [part]: [`${part} must be a file of the item's kind (${before.kind})`] },
        details: { reason: 'type' },
      });
    }
    const stored = await this.store(kind, file);
    let old: string;
    try {
      old = await this.dataSource.transaction(async (manager) => {
        const item = await this.get(manager, id, true);
        await repointReferences(manager, item.url, stored.url);
        await manager.update(
          MediaItemEntity,
          { id },
          {
            url: stored.url,
            originalName: stored.originalName.slice(0, 200),
            size: stored.size ?? 0,
            width: stored.width ?? null,
            height: stored.height ?? null,
            contentHash: stored.hash ?? item.contentHash,
            // A new picture: the old one's crop does not apply to it.
            crop: null,
            sourceUrl: null,
            sourceWidth: null,
            sourceHeight: null,
            kept: true,
            updatedAt: new Date(),
          },
        );
        await this.files.committed(manager, [stored.key]);
        await this.audit.record(manager, user, {
          action: 'upload',
          entity: 'media',
          entityId: id,
          fields: ['file'],
        });
        return item.url;
      });
    } catch (error) {
      await this.files.remove(stored.key);
      throw error;
    }
    for (const url of [old, before.sourceUrl]) {
      const oldKey = this.files.keyOf(url);
      if (oldKey) await this.files.remove(oldKey);
    }
    return this.findOne(id);
  }

  /** Deletes the item and its file; refused (409 naming every use) while a record uses it. */
  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    const urls = await this.dataSource.transaction(async (manager) => {
      const item = await this.get(manager, id, true);
      const uses = await usesOf(manager, item.url);
      if (uses.length > 0) {
        const named = uses.map((use) => `${use.resource} ${use.id} (${use.field})`).join(', ');
        throw new ConflictException({
          statusCode: 409,
          message: `This file is still used by ${uses.length} record field(s): ${named}; remove it there first`,
          error: 'Conflict',
          details: { reason: 'in-use', count: uses.length, uses: named },
        });
      }
      await manager.delete(MediaItemEntity, { id });
      await this.audit.record(manager, user, { action: 'delete', entity: 'media', entityId: id });
      return [item.url, item.sourceUrl];
    });
    for (const each of urls) {
      const key = this.files.keyOf(each);
      if (key) await this.files.remove(key);
    }
    return { _id: String(id), message: 'Deleted' };
  }

  /** Puts the item into a record's file field (the studio's upload path, with a file the library already has). */
  async use(id: number, input: UseMediaDto, user: SessionUser): Promise<RecordWithDraft> {
    const item = await this.get(this.dataSource.manager, id);
    const def = STUDIO_RESOURCES.find((candidate) => candidate.path === input.resource);
    if (!def)
      throw new BadRequestException({
        message: 'resource is unknown',
        fields: { resource: ['resource is unknown'] },
      });
    const studio = new StudioService(def, this.dataSource, this.files, this.audit);
    await studio.attachStored(Number(input.record), input.field, item.url, item.kind, user);
    await this.dataSource.manager.update(MediaItemEntity, { id }, { kept: true });
    return studio.current(Number(input.record));
  }

  /** The one file part sent (named after its kind), or a 400 naming the part expected. */
  private onePart(parts: MediaParts, expected?: keyof MediaParts): [MediaKind, IncomingFile] {
    const sent = (Object.keys(PART_OF) as MediaKind[])
      .map((kind) => [kind, parts[PART_OF[kind]]?.[0]] as const)
      .filter((entry): entry is readonly [MediaKind, IncomingFile] => entry[1] !== undefined);
    const part = expected ?? 'image';
    if (sent.length !== 1) {
      const message =
        sent.length === 0
          ? `${part} must be a file (a multipart part named image, document or video)`
          : `${part}: send one file at a time`;
      throw new BadRequestException({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: Object.fromEntries(
          (expected ? [expected] : (['image', 'document', 'video'] as const)).map((name) => [
            name,
            [message],
          ]),
        ),
      });
    }
    return [sent[0]?.[0] as MediaKind, sent[0]?.[1] as IncomingFile];
  }

  private async store(kind: MediaKind, file: IncomingFile): Promise<StoredFile> {
    const part = PART_OF[kind];
    try {
      if (kind === 'pdf') return await this.files.storeDocument(file, { folder: FOLDER });
      if (kind === 'video') return await this.files.storeVideo(file, { folder: FOLDER });
      return await this.files.storeImage(file, { folder: FOLDER });
    } catch (error) {
      throw nameField(error, part);
    }
  }

  private async get(manager: EntityManager, id: number, lock = false): Promise<MediaItemEntity> {
    const item =
      lock && manager.connection.options.type === 'mysql'
        ? await manager.findOne(MediaItemEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
        : await manager.findOneBy(MediaItemEntity, { id });
    if (!item) throw new NotFoundException(`Library item ${id} not found`);
    return item;
  }
}
