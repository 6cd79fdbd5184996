import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { FilesService, type IncomingFile, type StoredFile } from '../files/files.service.js';
import { LogoEntity } from './logo.entity.js';

export const MAX_LOGOS_PER_UPLOAD = 4;
const FOLDER = 'logos';
const IMAGE_OPTIONS = { folder: FOLDER, maxDimension: 1024 };

export interface LogoView {
  _id: string;
  url: string;
  imageName: string;
}

const view = (logo: LogoEntity): LogoView => ({
  _id: String(logo.id),
  url: logo.url,
  imageName: logo.imageName,
});

@Injectable()
export class LogosService {
  constructor(
    @InjectRepository(LogoEntity) private readonly logos: Repository<LogoEntity>,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  async findAll(): Promise<LogoView[]> {
    return (await this.logos.find({ order: { id: 'ASC' } })).map(view);
  }

  async add(files: IncomingFile[] | undefined, user: SessionUser): Promise<LogoView[]> {
    if (!files?.length) throw new BadRequestException('images must contain at least one file');
    if (files.length > MAX_LOGOS_PER_UPLOAD) {
      throw new BadRequestException(`images: you can upload at most ${MAX_LOGOS_PER_UPLOAD} logos at once`);
    }
    const stored: StoredFile[] = [];
    try {
      for (const file of files) stored.push(await this.files.storeImage(file, IMAGE_OPTIONS));
      const now = new Date();
      const rows = stored.map((s) =>
        this.logos.create({ url: s.url, imageName: s.originalName, storageKey: s.key, createdAt: now }),
      );
      const saved = await this.logos.manager.transaction(async (manager) => {
        const inserted = await manager.save(rows);
        for (const logo of inserted) {
          await this.audit.record(manager, user, {
            action: 'create',
            entity: 'logos',
            entityId: logo.id,
            fields: ['url'],
          });
        }
        return inserted;
      });
      return saved.map(view);
    } catch (error) {
      await Promise.all(stored.map((s) => this.files.remove(s.key)));
      throw error;
    }
  }

  async replace(id: number, file: IncomingFile | undefined, user: SessionUser): Promise<LogoView> {
    if (!file) throw new BadRequestException('image must be a file');
    const logo = await this.get(id);
    const stored = await this.files.storeImage(file, IMAGE_OPTIONS);
    const oldKey = logo.storageKey;
    try {
      Object.assign(logo, { url: stored.url, imageName: stored.originalName, storageKey: stored.key });
      await this.logos.manager.transaction(async (manager) => {
        await manager.save(logo);
        await this.audit.record(manager, user, {
          action: 'upload',
          entity: 'logos',
          entityId: id,
          fields: ['url'],
        });
      });
    } catch (error) {
      await this.files.remove(stored.key);
      throw error;
    }
    await this.files.remove(oldKey);
    return view(logo);
  }

  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    const logo = await this.get(id);
    await this.logos.manager.transaction(async (manager) => {
      await manager.delete(LogoEntity, { id });
      await this.audit.record(manager, user, { action: 'delete', entity: 'logos', entityId: id });
    });
    await this.files.remove(logo.storageKey);
    return { _id: String(id), message: 'Logo deleted' };
  }

  private async get(id: number): Promise<LogoEntity> {
    const logo = await this.logos.findOneBy({ id });
    if (!logo) throw new NotFoundException(`Logo ${id} not found`);
    return logo;
  }
}
