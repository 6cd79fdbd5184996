import { Controller, Get, Inject, NotFoundException, Param, type Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { publicRows } from '../drafts/public-rows.js';
import { type GenericResource, publicControllerName, publicView } from './generic-resource.js';

/**
 * The public read of a generic resource: `GET /api/<id>` (the published records in the studio's order) and
 * `GET /api/<id>/:id` (one, 404 unless published), each in the visitor's language, cached like every public read.
 */
export function genericPublicController(resource: GenericResource): Type {
  const order = Object.fromEntries(
    (resource.definition.listOrder ?? []).map(({ field, direction }) => [field, direction]),
  );

  @ApiTags(resource.id)
  @Controller(resource.id)
  class GenericPublicController {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    private rows() {
      return publicRows(this.dataSource.getRepository<Record<string, unknown>>(resource.entity));
    }

    @Public()
    @Get()
    @ApiOperation({ summary: `List the published ${resource.id} in the visitor's language` })
    async list(@Lang() lang: Language) {
      const rows = await this.rows().find({ order: { ...order, sortOrder: 'ASC', id: 'ASC' } });
      return rows.map((row) => publicView(resource.id, row, lang));
    }

    @Public()
    @Get(':id')
    @ApiOperation({ summary: `Read one published record of ${resource.id} in the visitor's language` })
    async findOne(@Param('id', ParseIdPipe) id: number, @Lang() lang: Language) {
      const row = await this.rows().findOneBy({ id });
      if (!row) throw new NotFoundException(`No ${resource.id} record ${id}`);
      return publicView(resource.id, row, lang);
    }
  }
  Object.defineProperty(GenericPublicController, 'name', { value: publicControllerName(resource.id) });
  return GenericPublicController;
}
