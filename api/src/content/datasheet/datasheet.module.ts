import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from '../products/product.entity.js';
import { DatasheetController } from './datasheet.controller.js';
import { DatasheetService } from './datasheet.service.js';

/** Product data sheets: `GET /api/products/:id/datasheet.pdf?lang=`. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity])],
  controllers: [DatasheetController],
  providers: [DatasheetService],
})
export class DatasheetModule {}
