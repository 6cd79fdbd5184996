import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { CertificatesService } from './certificates.service.js';

@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  /** The published certificates, in the studio's order (cached like every public read). */
  @Public()
  @Get()
  list(@Lang() lang: Language) {
    return this.certificates.list(lang);
  }
}
