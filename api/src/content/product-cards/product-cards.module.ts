import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductCardEntity } from './product-card.entity.js';
import { ProductCardsController } from './product-cards.controller.js';
import { ProductCardsService } from './product-cards.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProductCardEntity])],
  controllers: [ProductCardsController],
  providers: [ProductCardsService],
})
export class ProductCardsModule {}
