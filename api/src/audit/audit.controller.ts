import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuditService } from './audit.service.js';
import { AuditQueryDto } from './audit-query.dto.js';

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@Query() query: AuditQueryDto) {
    return this.audit.list(query);
  }

  /** `{adminNames, entities}`: the choices of the audit screen's filters. */
  @Get('filters')
  filters() {
    return this.audit.filterValues();
  }
}
