import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/auth.decorators.js';
import { Lang } from '../../common/decorators/lang.decorator.js';
import type { Lang as Language } from '../../common/lang/languages.js';
import { ExpensiveReadGuard } from '../../common/rate-limit/expensive-read.guard.js';
import { LookupIdPipe } from '../common/lookup-id.pipe.js';
import { DatasheetService } from './datasheet.service.js';

@ApiTags('products')
@Controller('products')
export class DatasheetController {
  constructor(private readonly datasheets: DatasheetService) {}

  /**
   * A product's data sheet (A4 PDF) in `?lang=`; 304 while the product is unchanged. A first render costs about half
   * a second of CPU (then it is read from storage): EXPENSIVE_READS_PER_MINUTE per client address, then 429.
   */
  @Public()
  @UseGuards(ExpensiveReadGuard)
  @Throttle({ auth: { limit: 1, ttl: 60_000 } })
  @Get(':id/datasheet.pdf')
  @ApiProduces('application/pdf')
  async datasheet(
    @Param('id', LookupIdPipe) id: number,
    @Lang() lang: Language,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const sheet = await this.datasheets.datasheet(id, lang);
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('ETag', sheet.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === sheet.etag) {
      res.status(304).end();
      return;
    }
    const pdf = await sheet.pdf();
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${sheet.filename}"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : pdf);
  }
}
