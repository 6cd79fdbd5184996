import { Module } from '@nestjs/common';
import { BannersModule } from './banners/banners.module.js';
import { BlogsModule } from './blogs/blogs.module.js';
import { BrochuresModule } from './brochures/brochures.module.js';
import { CertificatesModule } from './certificates/certificates.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatasheetModule } from './datasheet/datasheet.module.js';
import { EventsModule } from './events/events.module.js';
import { FacultyModule } from './faculty/faculty.module.js';
import { GalleryModule } from './gallery/gallery.module.js';
import { ProductCardsModule } from './product-cards/product-cards.module.js';
import { ProductsModule } from './products/products.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SearchModule } from './search/search.module.js';
import { SitemapModule } from './sitemap/sitemap.module.js';
import { VideosModule } from './videos/videos.module.js';

/** Public content of the divisions (issue 6): reads, contact and review POSTs, their admin lists, search. */
@Module({
  imports: [
    ProductsModule,
    ProductCardsModule,
    ReportsModule,
    GalleryModule,
    VideosModule,
    BrochuresModule,
    BlogsModule,
    FacultyModule,
    ReviewsModule,
    ContactModule,
    BannersModule,
    SearchModule,
    EventsModule,
    DatasheetModule,
    SitemapModule,
    CertificatesModule,
  ],
})
export class ContentModule {}
