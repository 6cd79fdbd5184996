import { DoctorIcon, HeartPulseIcon, LeafIcon, PawIcon, PlantIcon, usePageMeta } from '@aurinko/shared-ui';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AurinkoLogo, SuryaLogo } from '../../brand/logos';
import { EventsSection } from './EventList';
import styles from './news.module.css';
import { NEWS_EVENTS } from './news-reads';
import { Reveal } from './Reveal';

function HorseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M7 21v-5c-2-1-3-3-3-5 0-4 3-7 7-7l2-2 1 3c3 1 5 4 5 7l1 3-2 1-2-2h-2l-1 4v3" />
      <path d="M11 4c-1 2-1 4 0 6" />
      <circle cx="15.5" cy="8" r="0.6" fill="currentColor" />
    </svg>
  );
}

const MISSION: Array<{ key: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = [
  { key: 'human', Icon: HeartPulseIcon, tone: 'human' },
  { key: 'agriculture', Icon: PlantIcon, tone: 'agriculture' },
  { key: 'veterinary', Icon: DoctorIcon, tone: 'veterinary' },
  { key: 'equine', Icon: HorseIcon, tone: 'veterinary' },
  { key: 'pet', Icon: PawIcon, tone: 'veterinary' },
];

function BannerArt() {
  return (
    <div className={styles.bannerArt} aria-hidden="true">
      <span className={`${styles.orb} ${styles.orbA}`} />
      <span className={`${styles.orb} ${styles.orbB}`} />
      <span className={`${styles.orb} ${styles.orbC}`} />
      <LeafIcon className={`${styles.floater} ${styles.floaterLeaf}`} />
      <PawIcon className={`${styles.floater} ${styles.floaterPaw}`} />
      <HeartPulseIcon className={`${styles.floater} ${styles.floaterHeart}`} />
    </div>
  );
}

/** /news: the highlights page about the company's new identity and its mission. */
export function NewsPage() {
  const { t } = useTranslation(['news', 'shell', 'company']);
  usePageMeta(t('shell:titleTemplate', { page: t('news:meta.title') }), t('news:meta.description'));
  return (
    <>
      <section className={styles.banner} aria-labelledby="news-title">
        <BannerArt />
        <div className={`container ${styles.bannerInner}`}>
          <p className={styles.eyebrow}>{t('news:banner.eyebrow')}</p>
          <h1 id="news-title" className={styles.title}>
            {t('news:banner.title')}
          </h1>
          <p className={styles.bannerText}>{t('news:banner.text')}</p>
        </div>
      </section>

      <EventsSection
        id="events"
        heading={t('news:events.heading')}
        intro={t('news:events.intro')}
        limit={NEWS_EVENTS}
      />

      <section className="section" aria-labelledby="evolution-heading">
        <div className="container">
          <Reveal>
            <h2 id="evolution-heading" className={styles.centered}>
              {t('news:evolution.heading')}
            </h2>
          </Reveal>
          <div className={styles.evolution}>
            <Reveal as="figure" className={styles.logoCard}>
              <SuryaLogo title={t('news:evolution.oldLogo')} className={styles.logo} />
              <figcaption>{t('news:evolution.then')}</figcaption>
            </Reveal>
            <Reveal className={styles.arrow} delay={150}>
              <svg viewBox="0 0 64 24" aria-hidden="true" focusable="false" className="icon-directional">
                <path
                  d="M2 12h56M48 3l10 9-10 9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
            </Reveal>
            <Reveal as="figure" className={`${styles.logoCard} ${styles.logoCardNew}`} delay={300}>
              <AurinkoLogo title={t('news:evolution.newLogo')} className={styles.logo} />
              <figcaption>{t('news:evolution.now')}</figcaption>
            </Reveal>
          </div>
          <Reveal className={styles.story}>
            <p>{t('company:nameStory')}</p>
            <p>{t('news:evolution.text')}</p>
          </Reveal>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="mission-heading">
        <div className="container">
          <Reveal>
            <h2 id="mission-heading" className={styles.centered}>
              {t('news:mission.heading')}
            </h2>
            <p className={`${styles.centered} ${styles.intro}`}>{t('news:mission.intro')}</p>
          </Reveal>
          <ul className={styles.mission}>
            {MISSION.map(({ key, Icon, tone }, index) => (
              <Reveal as="li" key={key} className={`card ${styles.missionCard}`} delay={index * 100}>
                <span className={`${styles.missionIcon} ${styles[tone]}`}>
                  <Icon aria-hidden="true" />
                </span>
                <h3>{t(`news:mission.items.${key}.title`)}</h3>
                <p>{t(`news:mission.items.${key}.text`)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="news-cta">
        <Reveal className={`container ${styles.cta}`}>
          <h2 id="news-cta">{t('news:cta.heading')}</h2>
          <p>{t('news:cta.text')}</p>
          <div className="cluster">
            <Link className="btn btn-primary" to="/human/about">
              {t('news:cta.about')}
            </Link>
            <Link className="btn btn-secondary" to="/human/contact_us">
              {t('news:cta.contact')}
            </Link>
          </div>
        </Reveal>
      </section>
    </>
  );
}
