import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ViewerMayRead } from '../common/decorators/auth.decorators.js';
import { TranslationCoverageService } from './translation-coverage.service.js';

@ApiTags('studio')
@Controller('admin/translation-coverage')
export class TranslationCoverageController {
  constructor(private readonly coverage: TranslationCoverageService) {}

  /** Per studio resource and language: filled translated fields, and the records falling back to English. */
  @Get()
  @ViewerMayRead()
  read() {
    return this.coverage.coverage();
  }
}
