import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser, ViewerMayRead } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { FilesService, type IncomingFile } from '../files/files.service.js';
import { StudioDraftsService } from './drafts/studio-drafts.service.js';
import { StudioVersionsService } from './history/studio-versions.service.js';
import { StudioPresenceService } from './presence/studio-presence.service.js';
import { type RecordWithDraft, StudioService } from './studio.service.js';
import type { StudioDefinition } from './studio-definition.js';
import { studioFileInterceptor } from './studio-file.interceptor.js';
import { StudioOpenApiModels, studioControllerName } from './studio-openapi.js';
import { BulkDto, MoveDto, PublishedDto, StudioListQueryDto } from './studio-query.dto.js';
import { validateWith } from './validate-with.pipe.js';
import { etagOf } from './versions/record-version.js';

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
    readonly presence: StudioPresenceService;
    readonly versions: StudioVersionsService;

    constructor(
      @Inject(DataSource) dataSource: DataSource,
      @Inject(FilesService) files: FilesService,
      @Inject(AuditService) audit: AuditService,
    ) {
      this.studio = new StudioService(def, dataSource, files, audit);
      this.drafts = new StudioDraftsService(def, dataSource, audit, this.studio);
      this.presence = new StudioPresenceService(def.path, dataSource);
      this.versions = new StudioVersionsService(def, dataSource, this.studio);
    }

    /**
     * Every answer about one record is the editor's view read after the write (record, draft, `_version`), with the
     * version also as `ETag`: the next write names it in `If-Match` (optimistic concurrency, StudioService).
     */
    async answer(res: Response, id: number): Promise<RecordWithDraft> {
      const current = await this.studio.current(id);
      res.setHeader('ETag', etagOf(current._version as string));
      return this.studio.withTranslationStatus(current);
    }

    @Get()
    @ViewerMayRead()
    // Parameter types stay `object` so the global pipe passes them through to the definition's DTO.
    async list(@Query(validateWith(listQuery)) query: object) {
      return this.drafts.markList(await this.studio.list(query as StudioListQueryDto));
    }

    @Get(':id')
    @ViewerMayRead()
    async findOne(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) res: Response) {
      return this.answer(res, id);
    }

    @Post()
    async create(
      @Body(validateWith(def.createDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
    ) {
      const created = await this.studio.create(input, user);
      return this.answer(res, Number(created._id));
    }

    @Put(':id')
    async update(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.studio.update(id, input, user, undefined, ifMatch);
      return this.answer(res, id);
    }

    @Delete(':id')
    remove(
      @Param('id', ParseIdPipe) id: number,
      @CurrentUser() user: SessionUser,
      @Headers('if-match') ifMatch?: string,
    ) {
      return this.studio.remove(id, user, ifMatch);
    }

    @Post(':id/move')
    @HttpCode(200)
    async move(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(MoveDto)) body: object,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.studio.move(id, (body as MoveDto).direction, user, ifMatch);
      return this.answer(res, id);
    }

    @Put(':id/published')
    async published(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(PublishedDto)) body: object,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.studio.setPublished(id, (body as PublishedDto).published, user, ifMatch);
      return this.answer(res, id);
    }

    @Post('bulk')
    @HttpCode(200)
    bulk(@Body(validateWith(BulkDto)) body: object, @CurrentUser() user: SessionUser) {
      const { action, ids } = body as BulkDto;
      return this.studio.bulk(action, ids, user);
    }

    @Post(':id/files/:field')
    @HttpCode(200)
    @ApiConsumes('multipart/form-data')
    @UseInterceptors(studioFileInterceptor(def))
    async upload(
      @Param('id', ParseIdPipe) id: number,
      @Param('field') field: string,
      @UploadedFile() file: IncomingFile | undefined,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.studio.upload(id, field, file, user, ifMatch);
      return this.answer(res, id);
    }

    @Delete(':id/files/:field')
    @ApiQuery({ name: 'url', required: false, description: 'A list field (images): the file to remove' })
    async removeFile(
      @Param('id', ParseIdPipe) id: number,
      @Param('field') field: string,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Query('url') url?: unknown,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.studio.removeFile(id, field, user, url, ifMatch);
      return this.answer(res, id);
    }

    // Drafts (./drafts): the pending edit of a record, published later; the live row is untouched until then.

    @Put(':id/draft')
    async saveDraft(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.drafts.save(id, input, user, ifMatch);
      return this.answer(res, id);
    }

    @Delete(':id/draft')
    async discardDraft(
      @Param('id', ParseIdPipe) id: number,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.drafts.discard(id, user, ifMatch);
      return this.answer(res, id);
    }

    @Post(':id/publish')
    @HttpCode(200)
    async publish(
      @Param('id', ParseIdPipe) id: number,
      @Body(validateWith(def.updateDto)) input: Record<string, unknown>,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.drafts.publish(id, input, user, ifMatch);
      return this.answer(res, id);
    }

    // History (./history): every saved state of the record, newest first; one restored as a new draft. Admin only
    // (they name admins), like the audit log.

    @Get(':id/versions')
    listVersions(@Param('id', ParseIdPipe) id: number) {
      return this.versions.list(id);
    }

    @Get(':id/versions/:versionId')
    version(@Param('id', ParseIdPipe) id: number, @Param('versionId', ParseIdPipe) versionId: number) {
      return this.versions.get(id, versionId);
    }

    @Post(':id/versions/:versionId/restore')
    @HttpCode(200)
    async restoreVersion(
      @Param('id', ParseIdPipe) id: number,
      @Param('versionId', ParseIdPipe) versionId: number,
      @CurrentUser() user: SessionUser,
      @Res({ passthrough: true }) res: Response,
      @Headers('if-match') ifMatch?: string,
    ) {
      await this.drafts.restoreVersion(id, versionId, user, ifMatch);
      return this.answer(res, id);
    }

    // Presence (./presence): "being edited by <admin> since <time>", a soft lock renewed by the open form.

    @Put(':id/presence')
    async beat(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
      await this.studio.findOne(id);
      return this.presence.beat(id, user);
    }

    @Delete(':id/presence')
    @HttpCode(204)
    async leave(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
      await this.presence.leave(id, user);
    }
  }
  Object.defineProperty(StudioController, 'name', { value: studioControllerName(def) });
  return StudioController;
}
