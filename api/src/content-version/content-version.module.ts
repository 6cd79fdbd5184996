import { Module } from '@nestjs/common';
import { ContentVersionController } from './content-version.controller.js';

@Module({ controllers: [ContentVersionController] })
export class ContentVersionModule {}
