import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { ContentSchema1763900000000 } from './1763900000000-content-schema.js';
import { RateLimitCounters1764000000000 } from './1764000000000-rate-limit-counters.js';
import { ContentStudio1764100000000 } from './1764100000000-content-studio.js';
import { AdminEmail1764200000000 } from './1764200000000-admin-email.js';
import { BlogsEvents1764300000000 } from './1764300000000-blogs-events.js';
import { GalleryVideosStudio1764310000000 } from './1764310000000-gallery-videos-studio.js';
import { PagesPeopleStudio1764320000000 } from './1764320000000-pages-people-studio.js';
import { Inbox1764340000000 } from './1764340000000-inbox.js';
import { AdminAccounts1764350000000 } from './1764350000000-admin-accounts.js';
import { StudioDrafts1764360000000 } from './1764360000000-studio-drafts.js';
import { ImageFocalPoints1764380000000 } from './1764380000000-image-focal-points.js';
import { VisitorCounterShards1764400000000 } from './1764400000000-visitor-counter-shards.js';
import { ContentAtScale1764410000000 } from './1764410000000-content-at-scale.js';
import { ContentVersions1764420000000 } from './1764420000000-content-versions.js';
import { PendingUploads1764431000000 } from './1764431000000-pending-uploads.js';
import { TranslationCounters1764433000000 } from './1764433000000-translation-counters.js';
import { ReviewLanguage1764434000000 } from './1764434000000-review-language.js';
import { StudioPresence1764442000000 } from './1764442000000-studio-presence.js';
import { Notifications1764443000000 } from './1764443000000-notifications.js';
import { SearchTexts1764444000000 } from './1764444000000-search-texts.js';
import { StudioHistory1764448000000 } from './1764448000000-studio-history.js';
import { BlogRichText1764449000000 } from './1764449000000-blog-rich-text.js';
import { MediaLibrary1764450000000 } from './1764450000000-media-library.js';
import { ProductFacts1764452000000 } from './1764452000000-product-facts.js';
import { ProductRichText1764460000000 } from './1764460000000-product-rich-text.js';
import { Certificates1764490000000 } from './1764490000000-certificates.js';
import { EventReportRichText1764500000000 } from './1764500000000-event-report-rich-text.js';
import { TranslationSources1764510000000 } from './1764510000000-translation-sources.js';
import { MediaCrop1764520000000 } from './1764520000000-media-crop.js';
import { Downloads1764540000000 } from './1764540000000-downloads.js';
import { SearchTrigrams1764620000000 } from './1764620000000-search-trigrams.js';
import { SortIndexes1764630000000 } from './1764630000000-sort-indexes.js';
import { SearchTextsWalkOrder1764640000000 } from './1764640000000-search-texts-walk-order.js';
import { SearchGramBlocks1764650000000 } from './1764650000000-search-gram-blocks.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  ContentSchema1763900000000,
  RateLimitCounters1764000000000,
  ContentStudio1764100000000,
  AdminEmail1764200000000,
  BlogsEvents1764300000000,
  GalleryVideosStudio1764310000000,
  PagesPeopleStudio1764320000000,
  Inbox1764340000000,
  AdminAccounts1764350000000,
  StudioDrafts1764360000000,
  ImageFocalPoints1764380000000,
  VisitorCounterShards1764400000000,
  ContentAtScale1764410000000,
  ContentVersions1764420000000,
  PendingUploads1764431000000,
  TranslationCounters1764433000000,
  ReviewLanguage1764434000000,
  StudioPresence1764442000000,
  Notifications1764443000000,
  SearchTexts1764444000000,
  StudioHistory1764448000000,
  BlogRichText1764449000000,
  MediaLibrary1764450000000,
  ProductFacts1764452000000,
  ProductRichText1764460000000,
  Certificates1764490000000,
  EventReportRichText1764500000000,
  TranslationSources1764510000000,
  MediaCrop1764520000000,
  Downloads1764540000000,
  SearchTrigrams1764620000000,
  SortIndexes1764630000000,
  SearchTextsWalkOrder1764640000000,
  SearchGramBlocks1764650000000,
];
