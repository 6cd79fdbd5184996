import { BannerEntity, PageBannerEntity } from './banners/banner.entity.js';
import { BlogPostEntity } from './blogs/blog-post.entity.js';
import { BrochureEntity } from './brochures/brochure.entity.js';
import { CertificateEntity } from './certificates/certificate.entity.js';
import { ContactMessageEntity } from './contact/contact-message.entity.js';
import { ContactReplyEntity } from './contact/contact-reply.entity.js';
import { EventEntity } from './events/event.entity.js';
import { FacultyMemberEntity } from './faculty/faculty-member.entity.js';
import { GalleryCategoryEntity, GalleryPhotoEntity } from './gallery/gallery.entity.js';
import { ProductCardEntity } from './product-cards/product-card.entity.js';
import { ProductEntity } from './products/product.entity.js';
import { ReportEntity } from './reports/report.entity.js';
import { ReviewEntity } from './reviews/review.entity.js';
import { VideoEntity } from './videos/video.entity.js';

/** Entities of the public content (issue 6); appended to the app's ENTITIES. */
export const CONTENT_ENTITIES = [
  ProductEntity,
  ReportEntity,
  GalleryCategoryEntity,
  GalleryPhotoEntity,
  VideoEntity,
  BrochureEntity,
  BlogPostEntity,
  FacultyMemberEntity,
  ReviewEntity,
  ContactMessageEntity,
  ContactReplyEntity,
  BannerEntity,
  PageBannerEntity,
  ProductCardEntity,
  EventEntity,
  CertificateEntity,
];
