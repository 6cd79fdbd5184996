import { DIVISIONS } from '@aurinko/contract/catalogue';
import { richTextSchema } from '@aurinko/contract/json-schema';
import { LANGUAGES } from '@aurinko/contract/languages';
import { PACK_UNITS, PRICE_CURRENCIES } from '@aurinko/contract/product-facts';
import { CERTIFICATE_BADGES } from '@aurinko/contract/resources';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '../audit/audit-log.entity.js';
import {
  GENERIC_RESOURCES,
  publicControllerName,
  publicSchemaName,
  publicViewSchema,
} from '../studio/generic/generic-resource.js';

/**
 * What every non-studio operation answers: one component per shape (the services' `…View` interfaces), and per
 * operationId its success body. The studio's records come from the contract (studio-openapi.ts). `completeDocument`
 * refuses an operation with a JSON success that has no entry here, so a new route must say what it answers; the
 * answers of the real API are checked against these schemas (test/openapi-responses.e2e.spec.ts).
 */
type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const bool: Schema = { type: 'boolean' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
function nullable(schema: Schema): Schema {
  if (schema.$ref) return { oneOf: [schema, { type: 'null' }] };
  const values = schema.enum as unknown[] | undefined;
  return { ...schema, type: [schema.type, 'null'], ...(values ? { enum: [...values, null] } : {}) };
}
const list = (items: Schema): Schema => ({ type: 'array', items });

/** An object whose every property is required (the API always sends each key; absent values are null). */
function object(properties: Record<string, Schema>, description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

/** One page of a list: `{items, total, page, pageSize}` (common/pagination). */
const page = (item: string): Schema =>
  object({ items: list(ref(item)), total: int, page: int, pageSize: int }, `A page of ${item}`);

const division: Schema = { type: 'string', enum: [...DIVISIONS] };
const language: Schema = { type: 'string', enum: [...LANGUAGES] };
const focalPoint = nullable(ref('FocalPoint'));
const counts: Schema = { type: 'object', additionalProperties: int };

export const RESPONSE_SCHEMAS: Record<string, Schema> = {
  Message: object({ message: str }, 'A confirmation in the request language'),
  Deleted: object({ _id: str, message: str }, 'The id of what was deleted'),
  FocalPoint: object(
    { x: { type: 'number' }, y: { type: 'number' } },
    'Where an image’s subject is (percent)',
  ),
  SessionUser: object({ name: str, role: { type: 'string', enum: ['admin', 'viewer'] } }),
  Admin: object({
    _id: str,
    name: str,
    email: nullable(str),
    role: { type: 'string', enum: ['admin', 'viewer'] },
    disabled: bool,
    createdAt: dateTime,
    lastSignInAt: nullable(dateTime),
  }),
  HealthLive: object({ status: { type: 'string', enum: ['ok'] } }),
  HealthReady: {
    type: 'object',
    required: ['status', 'draining'],
    properties: {
      status: { type: 'string', enum: ['ok', 'error', 'draining'] },
      draining: bool,
      database: object({ up: bool }),
      storage: object({ up: bool }),
    },
  },
  Health: object({
    status: { type: 'string', enum: ['ok', 'error'] },
    version: str,
    commit: str,
    database: object({ type: { type: 'string', enum: ['mysql', 'sqlite'] }, up: bool }),
    storage: object({ driver: str, up: bool }),
  }),
  Headline: object({ _id: str, headline1: str }, 'A headline in the request language (English fallback)'),
  HeadlineTranslations: object({
    _id: str,
    translations: object(Object.fromEntries(LANGUAGES.map((lang) => [lang, str]))),
    translationStatus: ref('TranslationStatus'),
  }),
  Logo: object({ _id: str, url: str, imageName: str }),
  VisitorTotals: object({ uniqueVisitors: int, totalVisits: int }),
  DailyVisits: object({ date: { type: 'string', format: 'date' }, visits: int, unique: int }),
  ContentVersion: object({ version: str }),
  AuditEntry: object({
    _id: str,
    at: dateTime,
    adminName: str,
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    entity: str,
    entityId: str,
    fields: list(str),
    title: nullable(ref('RecordTitle')),
    changes: {
      type: 'object',
      description: "Each changed field's value before and after (files are named in `fields`, not valued)",
      additionalProperties: object({ before: {}, after: {} }),
    },
    versionId: nullable(str),
  }),
  RecordTitle: {
    type: 'object',
    description: "A record's title in each language that has one",
    additionalProperties: str,
  },
  BinEntry: object({
    _id: str,
    resource: str,
    recordId: str,
    title: ref('RecordTitle'),
    deletedAt: dateTime,
    deletedBy: str,
    purgeAt: dateTime,
  }),
  BinRestored: object({ resource: str, recordId: str, message: str }),
  AuditFilters: object({ adminNames: list(str), entities: list(str) }),
  FallbackRecord: object({ _id: str, title: str, fields: list(str) }),
  ResourceCoverage: object({
    resource: str,
    total: int,
    fields: list(str),
    filled: { type: 'object', additionalProperties: counts },
    fallbacks: {
      type: 'object',
      additionalProperties: object({ total: int, records: list(ref('FallbackRecord')) }),
    },
    stale: {
      type: 'object',
      description: 'Per language: the records with a text saved when English said something else',
      additionalProperties: object({ total: int, records: list(ref('FallbackRecord')) }),
    },
  }),
  TranslationCoverage: object({ languages: list(language), resources: list(ref('ResourceCoverage')) }),
  Product: object({
    _id: str,
    group: str,
    division,
    name: str,
    details: richTextSchema('record'),
    detailsLanguage: { type: 'string', enum: [...LANGUAGES], description: 'The language of `details`' },
    segment: str,
    type: str,
    category: str,
    packing: str,
    composition: str,
    indications: str,
    usage: richTextSchema('record'),
    usageLanguage: { type: 'string', enum: [...LANGUAGES], description: 'The language of `usage`' },
    packSizes: list(object({ amount: { type: 'number' }, unit: { type: 'string', enum: [...PACK_UNITS] } })),
    registrationNumber: str,
    storage: str,
    dosage: list(object({ species: str, weight: str, dose: str })),
    price: nullable({ ...str, description: 'null: price on request' }),
    currency: { type: 'string', enum: [...PRICE_CURRENCIES] },
    image: nullable(str),
    imageAlt: str,
    imageFocus: focalPoint,
    logo: nullable(str),
    report: nullable(str),
    brochure: nullable(str),
  }),
  ProductCard: object({
    _id: str,
    name: str,
    details: str,
    category: str,
    rating: int,
    image: nullable(str),
  }),
  Report: object({
    _id: str,
    title: str,
    details: richTextSchema('record'),
    detailsLanguage: { type: 'string', enum: [...LANGUAGES], description: 'The language of `details`' },
    category: { type: 'string', enum: ['Reports', 'Articles'] },
    division,
    file: nullable(str),
  }),
  GalleryCategory: object({ category: str, label: str, count: int }),
  GalleryPhoto: object({
    _id: str,
    category: str,
    division: nullable(division),
    caption: str,
    alt: str,
    image: str,
  }),
  Video: object({
    _id: str,
    title: str,
    division: nullable(division),
    url: str,
    poster: nullable(str),
    kind: { type: 'string', enum: ['file', 'external'] },
    embed: nullable(str),
  }),
  Brochure: object({ _id: str, name: str, category: str, division: nullable(division), file: nullable(str) }),
  BlogSummary: object({
    _id: str,
    slug: str,
    title: str,
    excerpt: str,
    cover: nullable(str),
    coverAlt: str,
    coverFocus: focalPoint,
    category: str,
    division: nullable(division),
    publishedAt: dateTime,
  }),
  BlogSection: object({ heading: str, body: richTextSchema('record') }),
  Certificate: object({
    _id: str,
    name: str,
    description: str,
    number: str,
    issuer: str,
    validFrom: { type: 'string', format: 'date' },
    validUntil: { type: 'string', format: 'date' },
    badge: { type: 'string', enum: [...CERTIFICATE_BADGES] },
    file: nullable(str),
  }),
  FacultyMember: object({ _id: str, name: str, designation: str, bio: str, photo: nullable(str) }),
  Review: object({
    _id: str,
    name: str,
    rating: int,
    comment: str,
    product: nullable(str),
    createdAt: dateTime,
  }),
  ReviewBulkResult: object({
    action: { type: 'string', enum: ['approve', 'unpublish', 'reject'] },
    ids: list(str),
  }),
  ContactMessage: object({
    _id: str,
    name: str,
    mobile: str,
    email: str,
    message: str,
    division: nullable(division),
    receivedAt: dateTime,
    read: bool,
    readAt: nullable(dateTime),
    handled: bool,
    handledAt: nullable(dateTime),
  }),
  ContactReply: object(
    { _id: str, text: str, adminName: str, sentAt: dateTime },
    'A reply sent by e-mail from the dashboard',
  ),
  UnreadCount: object({ unread: int }),
  NotificationPreferences: object(
    Object.fromEntries(
      ['contact', 'review', 'signIn'].map((kind) => [
        kind,
        { type: 'string', enum: ['instant', 'digest', 'off'] },
      ]),
    ),
    'Per kind: an e-mail at once, a daily digest, or none',
  ),
  WorkplaceRecord: object(
    {
      resource: str,
      _id: str,
      title: object(Object.fromEntries(LANGUAGES.map((lang) => [lang, str]))),
      published: bool,
    },
    'A studio record: its resource (as in /api/admin/<resource>), id and title in every language',
  ),
  Workplace: object(
    {
      unreadMessages: object({
        total: int,
        items: list(object({ _id: str, name: str, receivedAt: dateTime })),
      }),
      pendingReviews: object({
        total: int,
        items: list(object({ _id: str, name: str, rating: int, language, createdAt: dateTime })),
      }),
      drafts: list({
        type: 'object',
        required: ['resource', '_id', 'title', 'published', 'kind', 'since', 'by'],
        properties: {
          resource: str,
          _id: str,
          title: object(Object.fromEntries(LANGUAGES.map((lang) => [lang, str]))),
          published: bool,
          kind: { type: 'string', enum: ['draft', 'unpublished'] },
          since: dateTime,
          by: nullable(str),
        },
      }),
      missingLanguages: list({
        type: 'object',
        required: ['resource', '_id', 'title', 'published', 'languages'],
        properties: {
          resource: str,
          _id: str,
          title: object(Object.fromEntries(LANGUAGES.map((lang) => [lang, str]))),
          published: bool,
          languages: list(language),
        },
      }),
      recentChanges: list(
        object({
          _id: str,
          at: dateTime,
          adminName: str,
          action: { type: 'string', enum: [...AUDIT_ACTIONS] },
          entity: str,
          entityId: str,
        }),
      ),
    },
    "The dashboard's start screen: what needs an admin now",
  ),
  WorkplaceSearch: object({ items: list(ref('WorkplaceRecord')) }),
  MediaItem: object({
    _id: str,
    url: str,
    kind: { type: 'string', enum: ['image', 'pdf', 'video'] },
    originalName: str,
    size: int,
    width: nullable(int),
    height: nullable(int),
    alt: object(Object.fromEntries(LANGUAGES.map((l) => [l, str]))),
    caption: object(Object.fromEntries(LANGUAGES.map((l) => [l, str]))),
    focus: focalPoint,
    crop: nullable(
      object(
        { x: int, y: int, width: int, height: int },
        'The area every use shows, in pixels of the uncropped picture (`source`)',
      ),
    ),
    source: nullable(
      object(
        { url: str, width: nullable(int), height: nullable(int) },
        'The uncropped picture of a cropped item',
      ),
    ),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  MediaUse: object(
    { resource: str, id: str, field: str, title: str, draft: bool },
    'A record field that uses a library item (resource: the studio resource’s path; draft: in its unpublished draft)',
  ),
  Banner: object({
    _id: str,
    division,
    image: str,
    imageFocus: focalPoint,
    link: nullable(str),
    alt: str,
    sortOrder: int,
  }),
  PageBanner: object({ key: str, image: nullable(str), imageFocus: focalPoint, title: str }),
  SearchHit: object({
    type: { type: 'string', enum: ['product', 'blog', 'report', 'article'] },
    title: str,
    excerpt: str,
    url: str,
  }),
  Event: object({
    _id: str,
    title: str,
    date: dateTime,
    place: str,
    description: richTextSchema('record'),
    descriptionLanguage: {
      type: 'string',
      enum: [...LANGUAGES],
      description: 'The language of `description`',
    },
    images: list(str),
  }),
  SitemapIndex: object({
    pageSize: int,
    languages: list(language),
    files: list(object({ name: str, urls: int, lastmod: dateTime })),
    lastmod: object({
      groups: { type: 'object', additionalProperties: dateTime },
      blogs: { type: 'object', additionalProperties: dateTime },
    }),
  }),
};

// Schemas that extend another: the extension's own properties on top of the base's (allOf would hide them from
// `additionalProperties` checks and from readers).
function extend(base: string, properties: Record<string, Schema>): Schema {
  const schema = RESPONSE_SCHEMAS[base] as { required: string[]; properties: Record<string, Schema> };
  return object({ ...schema.properties, ...properties });
}
RESPONSE_SCHEMAS.BlogPost = extend('BlogSummary', {
  sections: list(ref('BlogSection')),
  sectionsLanguage: { type: 'string', enum: [...LANGUAGES] },
});
RESPONSE_SCHEMAS.MediaItemDetail = extend('MediaItem', { uses: list(ref('MediaUse')) });
RESPONSE_SCHEMAS.MediaItemPage = page('MediaItem');
RESPONSE_SCHEMAS.PendingReview = extend('Review', { email: str });
RESPONSE_SCHEMAS.AdminReview = extend('PendingReview', {
  approved: bool,
  approvedAt: nullable(dateTime),
  productName: nullable(str),
  productGroup: nullable(str),
});
for (const item of [
  'AuditEntry',
  'BinEntry',
  'Product',
  'Report',
  'GalleryPhoto',
  'Video',
  'Brochure',
  'BlogSummary',
  'Review',
  'PendingReview',
  'AdminReview',
  'ContactMessage',
  'SearchHit',
  'Event',
]) {
  RESPONSE_SCHEMAS[`${item}Page`] = page(item);
}

/** One contact message with its thread of replies (`GET /api/contact/:id`, `POST /api/contact/:id/replies`). */
const contactMessage = RESPONSE_SCHEMAS.ContactMessage as { properties: Record<string, Schema> };
RESPONSE_SCHEMAS.ContactMessageThread = object({
  ...contactMessage.properties,
  replies: list(ref('ContactReply')),
});

/** A success that is not JSON: its media type and schema. */
interface NonJson {
  mediaType: string;
  schema: Schema;
}

const CSV: NonJson = {
  mediaType: 'text/csv',
  schema: { type: 'string', description: 'CSV, UTF-8 with a BOM' },
};
const PDF: NonJson = {
  mediaType: 'application/pdf',
  schema: { type: 'string', contentMediaType: 'application/pdf' },
};
const XML: NonJson = {
  mediaType: 'application/xml',
  schema: { type: 'string', description: 'A sitemap (XML)' },
};

/** operationId → the success body (a component name, a list of one, or a non-JSON answer). */
export const OPERATION_RESPONSES: Record<string, string | [string] | NonJson> = {
  AdminsController_list: ['Admin'],
  AdminsController_create: 'Admin',
  AdminsController_setDisabled: 'Admin',
  AuthController_login: 'SessionUser',
  AuthController_logout: 'Message',
  AuthController_me: 'SessionUser',
  AuthController_changePassword: 'Message',
  AuthController_forgotPassword: 'Message',
  AuthController_resetPassword: 'Message',
  HealthController_live: 'HealthLive',
  HealthController_ready: 'HealthReady',
  HealthController_health: 'Health',
  HeadlinesController_findAll: ['Headline'],
  HeadlinesController_translations: 'HeadlineTranslations',
  HeadlinesController_create: 'Headline',
  HeadlinesController_update: 'Headline',
  HeadlinesController_remove: 'Deleted',
  LogosController_findAll: ['Logo'],
  LogosController_add: ['Logo'],
  LogosController_replace: 'Logo',
  LogosController_remove: 'Deleted',
  VisitorsController_hit: 'VisitorTotals',
  VisitorsController_totals: 'VisitorTotals',
  VisitorsController_daily: ['DailyVisits'],
  ContentVersionController_get: 'ContentVersion',
  AuditController_list: 'AuditEntryPage',
  AuditController_filters: 'AuditFilters',
  StudioBinController_list: 'BinEntryPage',
  StudioBinController_restore: 'BinRestored',
  TranslationCoverageController_read: 'TranslationCoverage',
  ProductsController_list: 'ProductPage',
  ProductsController_findOne: 'Product',
  ProductCardsController_list: ['ProductCard'],
  ReportsController_list: 'ReportPage',
  GalleryController_categories: ['GalleryCategory'],
  GalleryController_list: 'GalleryPhotoPage',
  VideosController_list: 'VideoPage',
  BrochuresController_list: 'BrochurePage',
  BlogsController_list: 'BlogSummaryPage',
  BlogsController_bySlug: 'BlogPost',
  FacultyController_list: ['FacultyMember'],
  CertificatesController_list: ['Certificate'],
  ReviewsController_approved: 'ReviewPage',
  ReviewsController_submit: 'Message',
  ReviewsController_pending: 'PendingReviewPage',
  ReviewsController_all: 'AdminReviewPage',
  ReviewsController_bulk: 'ReviewBulkResult',
  ReviewsController_approve: 'Review',
  ReviewsController_unpublish: 'Review',
  ReviewsController_remove: 'Deleted',
  ContactController_submit: 'Message',
  ContactController_list: 'ContactMessagePage',
  ContactController_unreadCount: 'UnreadCount',
  ContactController_export: CSV,
  ContactController_findOne: 'ContactMessageThread',
  ContactController_reply: 'ContactMessageThread',
  MediaController_list: 'MediaItemPage',
  MediaController_findOne: 'MediaItemDetail',
  MediaController_upload: 'MediaItemDetail',
  MediaController_update: 'MediaItemDetail',
  MediaController_replace: 'MediaItemDetail',
  MediaController_remove: 'Deleted',
  MediaController_use: {
    mediaType: 'application/json',
    schema: {
      type: 'object',
      description: 'The record as its editor reads it (the resource’s RecordWithDraft)',
    },
  },
  NotificationsController_preferences: 'NotificationPreferences',
  NotificationsController_setPreferences: 'NotificationPreferences',
  WorkplaceController_summary: 'Workplace',
  WorkplaceController_search: 'WorkplaceSearch',
  ContactController_remove: 'Deleted',
  ContactController_setRead: 'ContactMessage',
  ContactController_setHandled: 'ContactMessage',
  BannersController_list: ['Banner'],
  BannersController_pageBanner: 'PageBanner',
  BannersController_pageBanners: ['PageBanner'],
  SearchController_find: 'SearchHitPage',
  EventsController_list: 'EventPage',
  DatasheetController_datasheet: PDF,
  SitemapController_index: 'SitemapIndex',
  SitemapController_file: XML,
};

// The generic resources' public reads (studio/generic/): their record's schema from the contract declaration.
for (const { id } of GENERIC_RESOURCES) {
  const name = publicSchemaName(id);
  RESPONSE_SCHEMAS[name] = publicViewSchema(id);
  OPERATION_RESPONSES[`${publicControllerName(id)}_list`] = [name];
  OPERATION_RESPONSES[`${publicControllerName(id)}_findOne`] = name;
}

/** The success body's `content` for an operation, or undefined when this file does not describe it. */
export function successContent(operationId: string): Record<string, { schema: Schema }> | undefined {
  const answer = OPERATION_RESPONSES[operationId];
  if (answer === undefined) return undefined;
  if (typeof answer === 'string') return { 'application/json': { schema: ref(answer) } };
  if (Array.isArray(answer)) return { 'application/json': { schema: list(ref(answer[0])) } };
  return { [answer.mediaType]: { schema: answer.schema } };
}

/** Adds the components to the document. */
export function addResponseComponents(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.schemas = {
    ...(document.components.schemas ?? {}),
    ...RESPONSE_SCHEMAS,
  } as NonNullable<OpenAPIObject['components']>['schemas'];
}
