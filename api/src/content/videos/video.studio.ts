import { defineResource } from '../../studio/studio-definition.js';
import { StudioListQueryDto } from '../../studio/studio-query.dto.js';
import { DivisionOrAllInput, divisionOrNull, fieldError } from '../common/division-input.js';
import { VideoEntity } from './video.entity.js';

export const EITHER_MESSAGE = {
  url: 'url: a video is either an uploaded file or an address; remove the uploaded file first',
  file: 'file: a video is either an uploaded file or an address; clear the address first',
};

export class VideosStudioQueryDto extends StudioListQueryDto {
  @DivisionOrAllInput() division?: string;
}

/** Videos: an uploaded MP4/WebM (`file`) or a YouTube/Vimeo address (`url`), never both; a poster image. */
export const VIDEOS_STUDIO = defineResource({
  resource: 'videos',
  entity: VideoEntity,
  listQueryDto: VideosStudioQueryDto,
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
