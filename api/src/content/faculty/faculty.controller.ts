import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { FacultyService } from './faculty.service.js';

@ApiTags('faculty')
@Controller('faculty')
export class FacultyController {
  constructor(private readonly faculty: FacultyService) {}

  @Public()
  @Get()
  list(@Lang() lang: Language) {
    return this.faculty.list(lang);
  }
}
