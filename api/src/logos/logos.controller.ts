import {
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtension, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser, Public } from '../common/decorators/auth.decorators.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import type { IncomingFile } from '../files/files.service.js';
import { namingField } from '../files/name-field.js';
import { imageUploadOptions } from '../files/upload-limits.js';
import { LogosService, MAX_LOGOS_PER_UPLOAD } from './logos.service.js';

@ApiTags('logos')
@Controller('logo')
export class LogosController {
  constructor(private readonly logos: LogosService) {}

  @Public()
  @Get('logos')
  findAll() {
    return this.logos.findAll();
  }

  @Post('add')
  @ApiConsumes('multipart/form-data')
  @ApiExtension('x-file-kinds', { images: 'image' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['images'],
      properties: {
        images: {
          type: 'array',
          maxItems: MAX_LOGOS_PER_UPLOAD,
          items: { type: 'string', format: 'binary' },
        },
      },
    },
  })
  // One more than allowed reaches the service, so a 5th logo gets a clear message rather than a multer error.
  @UseInterceptors(
    namingField(
      'images',
      FilesInterceptor('images', MAX_LOGOS_PER_UPLOAD + 1, imageUploadOptions(MAX_LOGOS_PER_UPLOAD + 1)),
    ),
  )
  add(@UploadedFiles() files: IncomingFile[] | undefined, @CurrentUser() user: SessionUser) {
    return this.logos.add(files, user);
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @ApiExtension('x-file-kinds', { image: 'image' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    },
  })
  @UseInterceptors(namingField('image', FileInterceptor('image', imageUploadOptions(1))))
  replace(
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: IncomingFile | undefined,
    @CurrentUser() user: SessionUser,
  ) {
    return this.logos.replace(id, file, user);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser) {
    return this.logos.remove(id, user);
  }
}
