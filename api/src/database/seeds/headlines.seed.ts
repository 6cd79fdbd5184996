import { HeadlineEntity } from '../../headlines/headline.entity.js';
import type { Seed } from './seed.js';

const HEADLINES = [
  {
    en: 'WHO-GMP certified manufacturing',
    ar: 'تصنيع معتمد وفق ممارسات التصنيع الجيد لمنظمة الصحة العالمية',
    fr: 'Fabrication certifiée BPF-OMS',
    ko: 'WHO-GMP 인증 제조 시설',
    es: 'Fabricación certificada WHO-GMP',
    ru: 'Производство, сертифицированное по WHO-GMP',
  },
  {
    en: 'Exports to 7 countries',
    ar: 'صادرات إلى 7 دول',
    fr: 'Exportations vers 7 pays',
    ko: '7개국 수출',
    es: 'Exportaciones a 7 países',
    ru: 'Экспорт в 7 стран',
  },
  {
    en: 'More than 50 trademarks registered',
    ar: 'أكثر من 50 علامة تجارية مسجلة',
    fr: 'Plus de 50 marques déposées',
    ko: '50개 이상의 등록 상표',
    es: 'Más de 50 marcas registradas',
    ru: 'Более 50 зарегистрированных товарных знаков',
  },
];

export const headlinesSeed: Seed = {
  name: 'headlines-2026-11',
  async run(manager) {
    const now = new Date();
    for (const text of HEADLINES) {
      await manager.insert(HeadlineEntity, { text, createdAt: now, updatedAt: now });
    }
  },
};
