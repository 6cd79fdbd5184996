import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { LookupIdPipe } from '../common/lookup-id.pipe.js';
import { ProductsQueryDto } from './dto/products-query.dto.js';
import { ProductsService } from './products.service.js';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get()
  list(@Query() query: ProductsQueryDto, @Lang() lang: Language) {
    return this.products.list(query, lang);
  }

  @Public()
  @Get(':id')
  findOne(@Param('id', LookupIdPipe) id: number, @Lang() lang: Language) {
    return this.products.findOne(id, lang);
  }
}
