import {
  Body,
  type CallHandler,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpException,
  type NestInterceptor,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtension, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { MAX_VIDEO_BYTES, singleFileUploadOptions } from '../files/upload-limits.js';
import { MediaListQueryDto, UpdateMediaDto, UseMediaDto } from './media.dto.js';
import { type MediaParts, MediaService } from './media.service.js';

const PARTS = ['image', 'document', 'video'] as const;
const Multer = FileFieldsInterceptor(
  PARTS.map((name) => ({ name, maxCount: 1 })),
  singleFileUploadOptions(MAX_VIDEO_BYTES),
);

/** Multer's refusals (too large, a second file, an unknown part) name the parts, like every other 4xx. */
class MediaPartsInterceptor implements NestInterceptor {
  private readonly inner = new Multer();
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.inner.intercept(context, next);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const status = error.getStatus();
      const message = `${PARTS.join(', ')}: ${error.message.toLowerCase()}`;
      // The refusal's reason (size, dimensions, unreadable…) is kept for the dashboard's words.
      const original = error.getResponse();
      const details =
        (typeof original === 'object' && original !== null && 'details' in original
          ? original.details
          : undefined) ?? (status === 413 ? { reason: 'size' } : undefined);
      throw new HttpException(
        {
          statusCode: status,
          message,
          ...(details ? { details } : {}),
          fields: Object.fromEntries(PARTS.map((part) => [part, [message]])),
        },
        status,
      );
    }
  }
}

const partsBody = {
  schema: {
    type: 'object',
    description:
      'One file, in the part named after its kind: image (PNG, JPEG, WebP, GIF, AVIF, TIFF, BMP; ≤ 5 MB, ≤ 40 megapixels), document (PDF, ≤ 20 MB) or video (MP4, WebM, ≤ 100 MB)',
    properties: {
      image: { type: 'string', format: 'binary' },
      document: { type: 'string', format: 'binary' },
      video: { type: 'string', format: 'binary' },
    },
  },
};

/**
 * The media library (issue 34), admin only: list and search, one item with where it is used, upload (the same
 * content again answers the item already there), alt text, caption and focal point, replace (same id, every use
 * follows), delete (refused while used), and using an item in a record's file field.
 */
@ApiTags('media')
@Controller('admin/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  list(@Query() query: MediaListQueryDto) {
    return this.media.list(query);
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number) {
    return this.media.findOne(id);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiExtension('x-file-kinds', { image: 'image', document: 'pdf', video: 'video' })
  @ApiBody(partsBody)
  @UseInterceptors(MediaPartsInterceptor)
  upload(@UploadedFiles() parts: MediaParts | undefined, @CurrentUser() user: SessionUser) {
    return this.media.upload(parts ?? {}, user);
  }

  @Put(':id')
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateMediaDto,
    @CurrentUser() user: SessionUser,
  ) {
    return this.media.update(id, body, user);
  }

  @Put(':id/file')
  @ApiConsumes('multipart/form-data')
  @ApiExtension('x-file-kinds', { image: 'image', document: 'pdf', video: 'video' })
  @ApiBody(partsBody)
  @UseInterceptors(MediaPartsInterceptor)
  replace(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFiles() parts: MediaParts | undefined,
    @CurrentUser() user: SessionUser,
  ) {
    return this.media.replace(id, parts ?? {}, user);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.media.remove(id, user);
  }

  @Post(':id/uses')
  @HttpCode(200)
  use(@Param('id', ParseIdPipe) id: number, @Body() body: UseMediaDto, @CurrentUser() user: SessionUser) {
    return this.media.use(id, body, user);
  }
}
