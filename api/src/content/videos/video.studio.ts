import { PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Translations } from '../../common/translations/translations.js';
import { defineResource } from '../../studio/studio-definition.js';
import { StudioInputDto, TranslatedInput } from '../../studio/studio-input.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DivisionOrAllInput, divisionOrNull, fieldError } from '../common/division-input.js';
import { VideoEntity } from './video.entity.js';
import { IsVideoAddress } from './video-address.js';

export const EITHER_MESSAGE = {
  url: 'url: a video is either an uploaded file or an address; remove the uploaded file first',
  file: 'file: a video is either an uploaded file or an address; clear the address first',
};

export class VideoInputDto extends StudioInputDto {
  @TranslatedInput(200) title?: Translations;

  @DivisionOrAllInput() division?: string;

  /** An external address on YouTube or Vimeo; `""` clears it. */
  @IsOptional()
  @IsVideoAddress()
  @MaxLength(512)
  @IsString()
  url?: string;
}

export class VideoUpdateDto extends PartialType(VideoInputDto) {}

export class VideosStudioQueryDto extends StudioListQueryDto {
  @DivisionOrAllInput() division?: string;
}

/** Videos: an uploaded MP4/WebM (`file`) or a YouTube/Vimeo address (`url`), never both; a poster image. */
export const VIDEOS_STUDIO = defineResource({
  path: 'videos',
  entity: VideoEntity,
  createDto: VideoInputDto,
  updateDto: VideoUpdateDto,
  listQueryDto: VideosStudioQueryDto,
  translated: ['title'],
  required: ['title'],
  plain: ['division', 'url'],
  files: {
    file: { kind: 'video', folder: 'videos' },
    poster: { kind: 'image', folder: 'videos', maxDimension: 1600 },
  },
  scope: [],
  search: ['title'],
  filters: ['division'],
  prepare(video) {
    divisionOrNull(video);
    if (video.url === '') video.url = null;
    if (video.url && video.file) throw fieldError('url', EITHER_MESSAGE.url);
  },
  checkUpload(video, field) {
    if (field === 'file' && video.url) throw fieldError('file', EITHER_MESSAGE.file);
  },
});
