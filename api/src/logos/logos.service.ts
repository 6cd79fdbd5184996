import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { deleteWithStoredFile, swapStoredFile } from '../files/file-swap.js';
import { FilesService, type IncomingFile, type StoredFile } from '../files/files.service.js';
import { nameField } from '../files/name-field.js';
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
    if (!files?.length) throw nameField(new BadRequestException('must contain at least one file'), 'images');
    if (files.length > MAX_LOGOS_PER_UPLOAD) {
      throw nameField(
        new BadRequestException(`you can upload at most ${MAX_LOGOS_PER_UPLOAD} logos at once`),
        'images',
      );
    }
    const stored: StoredFile[] = [];
    try {
      for (const file of files) {
        stored.push(
          await this.files
            .storeImage(file, IMAGE_OPTIONS)
            .catch((error) => Promise.reject(nameField(error, 'images'))),
        );
      }
      const now = new Date();
      const rows = stored.map((s) =>
        this.logos.create({ url: s.url, imageName: s.originalName, storageKey: s.key, createdAt: now }),
      );
      const saved = await this.logos.manager.transaction(async (manager) => {
        const inserted = await manager.save(rows);
        await this.files.committed(
          manager,
          stored.map((s) => s.key),
        );
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
    if (!file) throw nameField(new BadRequestException('must be a file'), 'image');
    await this.get(id);
    const stored = await this.files
      .storeImage(file, IMAGE_OPTIONS)
      .catch((error) => Promise.reject(nameField(error, 'image')));
    let swapped: Awaited<ReturnType<typeof swapStoredFile<LogoEntity>>>;
    try {
      // Only if the row still exists and still points at the file read (see files/file-swap.ts).
      swapped = await swapStoredFile({
        repository: this.logos,
        id,
        column: 'storageKey',
        read: () => this.logos.findOneBy({ id }),
        changes: () => ({ url: stored.url, imageName: stored.originalName, storageKey: stored.key }),
        notFound: `Logo ${id} not found`,
      });
    } catch (error) {
      await this.files.remove(stored.key);
      throw error;
    }
    await this.files.committed(this.logos.manager, [stored.key]);
    await this.audit.record(this.logos.manager, user, {
      action: 'upload',
      entity: 'logos',
      entityId: id,
      fields: ['url'],
    });
    if (swapped.replaced) await this.files.remove(swapped.replaced);
    return view(swapped.row);
  }

  async remove(id: number, user: SessionUser): Promise<{ _id: string; message: string }> {
    const key = await deleteWithStoredFile({
      repository: this.logos,
      id,
      column: 'storageKey',
      read: () => this.logos.findOneBy({ id }),
      notFound: `Logo ${id} not found`,
    });
    await this.audit.record(this.logos.manager, user, { action: 'delete', entity: 'logos', entityId: id });
    if (key) await this.files.remove(key);
    return { _id: String(id), message: 'Logo deleted' };
  }

  private async get(id: number): Promise<LogoEntity> {
    const logo = await this.logos.findOneBy({ id });
    if (!logo) throw new NotFoundException(`Logo ${id} not found`);
    return logo;
  }
}
