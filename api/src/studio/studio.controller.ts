import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser, ViewerMayRead } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { FilesService, type IncomingFile } from '../files/files.service.js';
import { StudioDraftsService } from './drafts/studio-drafts.service.js';
import { StudioService } from './studio.service.js';
import type { StudioDefinition } from './studio-definition.js';
import { studioFileInterceptor } from './studio-file.interceptor.js';
import { StudioOpenApiModels, studioControllerName } from './studio-openapi.js';
import { MoveDto, PublishedDto, StudioListQueryDto } from './studio-query.dto.js';
import { validateWith } from './validate-with.pipe.js';

/**
 * Builds the admin controller of one resource: `/api/admin/<path>`, reads for admins and viewers, writes admin only
 * (the global guard's default). Bodies are validated against the definition's DTOs by the project's validation pipe;
 * the work is done by StudioService.
 */
export function studioController(def: StudioDefinition): Type {
  const listQuery = def.listQueryDto ?? StudioListQueryDto;

  @ApiTags(`studio: ${def.path}`)
  @StudioOpenApiModels(def)
  @Controller(`admin/${def.path}`)
  class StudioController {
    readonly studio: StudioService;
    readonly drafts: StudioDraftsService;

    constructor(
      @Inject(DataSource) dataSource: DataSource,
      @Inject(FilesService) files: FilesService,
      @Inject(AuditService) audit: AuditService,
    ) {
      this.studio = new StudioService(def, dataSource, files, audit);
      this.drafts = new StudioDraftsService(def, dataSource, audit, this.studio);
    }

    @Get()
    @ViewerMayRead()
    // Parameter types stay `object` so the global pipe passes them through to the definition's DTO.
    async list(@Query(validateWith(listQuery)) query: object) {
      return this.drafts.markList(await this.studio.list(query as StudioListQueryDto));
    }

    @Get(':id')
    @ViewerMayRead()
    async findOne(@Param('id', ParseIdPipe) id: number) {
      return this.drafts.attach(await this.studio.findOne(id));
    }

    @Post()
    create(
      @Body(validateWith(def.createDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
    ) {
      return this.studio.create(input, user);
    }

    @Put(':id')
    update(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
    ) {
      return this.studio.update(id, input, user);
    }

    @Delete(':id')
    remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
      return this.studio.remove(id, user);
    }

    @Post(':id/move')
    @HttpCode(200)
    move(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(MoveDto)) body: object,
      @CurrentUser() user: SessionUser,
    ) {
      return this.studio.move(id, (body as MoveDto).direction, user);
    }

    @Put(':id/published')
    published(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(PublishedDto)) body: object,
      @CurrentUser() user: SessionUser,
    ) {
      return this.studio.setPublished(id, (body as PublishedDto).published, user);
    }

    @Post(':id/files/:field')
    @HttpCode(200)
    @ApiConsumes('multipart/form-data')
    @UseInterceptors(studioFileInterceptor(def))
    upload(
      @Param('id', ParseIdPipe) id: number,
      @Param('field') field: string,
      @UploadedFile() file: IncomingFile | undefined,
      @CurrentUser() user: SessionUser,
    ) {
      return this.studio.upload(id, field, file, user);
    }

    @Delete(':id/files/:field')
    @ApiQuery({ name: 'url', required: false, description: 'A list field (images): the file to remove' })
    removeFile(
      @Param('id', ParseIdPipe) id: number,
      @Param('field') field: string,
      @CurrentUser() user: SessionUser,
      @Query('url') url?: unknown,
    ) {
      return this.studio.removeFile(id, field, user, url);
    }

    // Drafts (./drafts): the pending edit of a record, published later; the live row is untouched until then.

    @Put(':id/draft')
    saveDraft(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
    ) {
      return this.drafts.save(id, input, user);
    }

    @Delete(':id/draft')
    discardDraft(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
      return this.drafts.discard(id, user);
    }

    @Post(':id/publish')
    @HttpCode(200)
    publish(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
    ) {
      return this.drafts.publish(id, input, user);
    }
  }
  Object.defineProperty(StudioController, 'name', { value: studioControllerName(def) });
  return StudioController;
}
