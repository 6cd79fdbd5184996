import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ProductCardsService } from './product-cards.service.js';

@ApiTags('product-cards')
@Controller('product-cards')
export class ProductCardsController {
  constructor(private readonly cards: ProductCardsService) {}

  @Public()
  @Get()
  list(@Lang() lang: Language) {
    return this.cards.list(lang);
  }
}
