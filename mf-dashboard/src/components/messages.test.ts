import { ApiError, i18next } from '@aurinko/shared-ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadRefusal } from '../features/logos/logo-selection';
import { mediaRefusal } from '../features/media/media-refusal';
import { fileErrorOf, newValues, serverErrors } from '../features/studio/studio-form';
import { RESOURCES } from '../features/studio/studio-registry';
import arLogos from '../locales/ar/dashboard_logos.json';
import arMedia from '../locales/ar/dashboard_media.json';
import arStudio from '../locales/ar/dashboard_studio.json';
import arWorkplace from '../locales/ar/dashboard_workplace.json';
import { setUpEnglish } from '../testing/i18n';
import { apiErrorText } from './api-error-text';

// Issue 34's messages sweep: what an admin reads when the API refuses, in English and in Arabic — the reason of an
// upload (type, size, dimensions, unreadable, no answer), fields named by their labels, never the API's own words.

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  i18next.addResourceBundle('ar', 'dashboard_logos', arLogos);
  i18next.addResourceBundle('ar', 'dashboard_media', arMedia);
  i18next.addResourceBundle('ar', 'dashboard_workplace', arWorkplace);
});

const tooManyPixels = new ApiError(
  'image: big.png is 8000 × 6000 pixels; at most 40 megapixels are accepted',
  400,
  {},
  {
    reason: 'dimensions',
    width: 8000,
    height: 6000,
    maxPixels: 40_000_000,
  },
);
const unreadable = new ApiError(
  'image: big.png could not be read as an image',
  400,
  {},
  { reason: 'unreadable' },
);
const image = RESOURCES.products.fields.find((field) => field.name === 'image');

describe.each([
  {
    language: 'en',
    field: {
      dimensions: 'The image is 8000 × 6000 pixels; at most 40 megapixels are accepted.',
      unreadable: 'The file could not be read as an image. Save it again as PNG, JPEG or WebP and upload it.',
      type: 'This file is not an image.',
      notAccepted: 'This value was not accepted. Check it and save again.',
    },
    logo: {
      network: 'Not uploaded: the server could not be reached. Try again.',
      dimensions: 'The image is 8000 × 6000 pixels: at most 40 megapixels per logo.',
    },
    library: 'big.png was not added: it could not be read as an image.',
    fields: 'Please check: Name (French) and Rating.',
  },
  {
    language: 'ar',
    field: {
      dimensions: 'أبعاد الصورة 8000 × 6000 بكسل، والحد الأقصى المقبول 40 ميغابكسل.',
      unreadable: 'تعذّرت قراءة الملف كصورة. احفظه من جديد بصيغة PNG أو JPEG أو WebP ثم ارفعه.',
      type: arStudio.errors.fileType.image,
      notAccepted: 'لم تُقبل هذه القيمة. راجعها واحفظ مرة أخرى.',
    },
    logo: {
      network: 'لم يُرفع: تعذّر الوصول إلى الخادم. حاول مرة أخرى.',
      dimensions: 'أبعاد الصورة 8000 × 6000 بكسل: الحد الأقصى 40 ميغابكسل لكل شعار.',
    },
    library: 'لم يُضف big.png: تعذّرت قراءته كصورة.',
    fields: null,
  },
])('in $language', ({ language, field, logo, library, fields }) => {
  const t = (ns: string) => i18next.getFixedT(language, ns);
  const say = (ns: string, message: { key: string; values?: Record<string, unknown> }) =>
    t(ns)(message.key, message.values ?? {});

  it('a studio file field says why its upload was refused', () => {
    if (!image) throw new Error('products has no image field');
    expect(say('dashboard_studio', fileErrorOf(tooManyPixels, image))).toBe(field.dimensions);
    expect(say('dashboard_studio', fileErrorOf(unreadable, image))).toBe(field.unreadable);
    expect(say('dashboard_studio', fileErrorOf(new ApiError('x', 415), image))).toBe(field.type);
    // A refusal without a reason: the API's English words are not shown.
    expect(say('dashboard_studio', fileErrorOf(new ApiError('image: odd', 400), image))).toBe(
      t('dashboard_studio')('errors.uploadFailed'),
    );
  });

  it('the logos and the library say why too', () => {
    expect(
      say('dashboard_logos', uploadRefusal(new TypeError('Failed to fetch'), 'toast.uploadFailed')),
    ).toBe(logo.network);
    expect(say('dashboard_logos', uploadRefusal(tooManyPixels, 'toast.uploadFailed'))).toBe(logo.dimensions);
    expect(say('dashboard_media', mediaRefusal(unreadable, 'big.png', 'image'))).toBe(library);
  });

  it('a field the server refused is marked in the admin’s words, and the toast names it by its label', () => {
    const refusal = new ApiError('Bad Request', 400, {
      'name.fr': ['name.fr contains a forbidden character'],
      rating: ['rating must not be greater than 5'],
    });
    const schema = RESOURCES['product-cards'];
    const errors = serverErrors(schema, newValues(schema), refusal.fields, 400);
    expect(say('dashboard_studio', errors['name.fr'] ?? { key: '' })).toBe(field.notAccepted);
    const labelOf = (name: string) => {
      const found = schema.fields.find((candidate) => candidate.name === name);
      return found ? t('dashboard_studio')(found.label) : name;
    };
    const text = apiErrorText(t('dashboard_workplace'), refusal, labelOf);
    expect(text).not.toMatch(/name\.fr|rating|forbidden/);
    if (fields) expect(text).toBe(fields);
    else expect(text).toBe(`يُرجى التحقق من: ${labelOf('name')} (الفرنسية) و${labelOf('rating')}.`);
  });
});
