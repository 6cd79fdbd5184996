import { DIVISIONS, type Division, rangePath } from '@aurinko/contract/catalogue';
import { usePageMeta } from '@aurinko/shared-ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AnimalIllustration,
  AyushIllustration,
  ContactIllustration,
  HeroIllustration,
  HumanIllustration,
  PlantIllustration,
  YeppuenIllustration,
} from '../../illustrations/illustrations';
import { EventsSection } from '../news/EventList';
import { HeadlineTicker } from './HeadlineTicker';
import { HomeReviews } from './HomeReviews';
import styles from './home.module.css';
import { HOME_EVENTS } from './home-reads';
import { PartnerLogos } from './PartnerLogos';
import { ProductCards } from './ProductCards';

/** Each division's picture on its home block (the blocks: the catalogue's divisions, in order). */
const DIVISION_ART: Record<Division, ComponentType<{ className?: string }>> = {
  human: HumanIllustration,
  veterinary: AnimalIllustration,
  agriculture: PlantIllustration,
};

const DIVISION_BLOCKS = DIVISIONS.map((key) => ({ key, to: `/${key}`, Art: DIVISION_ART[key] }));

const FACTS = [
  'incorporated',
  'startup',
  'certifications',
  'tradeBodies',
  'promoters',
  'trademarks',
  'exports',
];

function WelcomeBanner() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <div className={`container ${styles.bannerInner}`}>
        <div className={styles.bannerText}>
          <h1 id="home-title" className={styles.title}>
            <span className={styles.welcomeTo}>{t('banner.welcomeTo')}</span>{' '}
            <span className={styles.name}>{t('banner.name')}</span>
          </h1>
          <p className={styles.formerly}>
            {t('banner.formerlyKnownAs')} <strong>{t('banner.formerName')}</strong>
          </p>
          <p className={styles.lead}>{t('banner.lead')}</p>
          <div className="cluster">
            <Link className="btn btn-primary" to="/human/about">
              {t('banner.knowMore')}
            </Link>
            <Link className="btn btn-secondary" to="/news">
              {t('banner.ourStory')}
            </Link>
          </div>
        </div>
        <HeroIllustration className={styles.heroArt} />
      </div>
      <div className="container">
        <PartnerLogos />
      </div>
    </section>
  );
}

function Welcome() {
  const { t } = useTranslation(['home', 'company']);
  const paragraphs = t('welcome.paragraphs', { returnObjects: true }) as string[];
  return (
    <section className="section" aria-labelledby="welcome-heading">
      <div className={`container ${styles.welcome}`}>
        <div>
          <h2 id="welcome-heading">{t('welcome.heading')}</h2>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <section className={styles.facts} aria-labelledby="facts-heading" data-testid="company-facts">
          <h3 id="facts-heading">{t('facts.heading')}</h3>
          <dl>
            {FACTS.map((fact) => (
              <div key={fact} className={styles.fact}>
                <dt>{t(`company:facts.${fact}.label`)}</dt>
                <dd>{t(`company:facts.${fact}.value`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}

function DivisionBlocks() {
  const { t } = useTranslation('home_parts');
  return (
    <section className="section section-alt" aria-labelledby="blocks-heading">
      <div className="container">
        <h2 id="blocks-heading">{t('blocks.heading')}</h2>
        <p className={styles.sectionIntro}>{t('blocks.intro')}</p>
        <ul className={styles.blocks}>
          {DIVISION_BLOCKS.map(({ key, to, Art }) => (
            <li key={key} className={`card ${styles.block}`}>
              <Art className={styles.blockArt} />
              <h3>{t(`blocks.items.${key}.title`)}</h3>
              <p>{t(`blocks.items.${key}.text`)}</p>
              <Link to={to} className={styles.blockLink}>
                {t('blocks.explore')}
                <span className="visually-hidden">: {t(`blocks.items.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeatureBlock({
  name,
  to,
  Art,
  flip = false,
}: {
  name: 'yeppuen' | 'ayush';
  to: string;
  Art: typeof YeppuenIllustration;
  flip?: boolean;
}) {
  const { t } = useTranslation('home_part3');
  return (
    <section
      className={`${styles.feature} ${flip ? styles.featureFlip : ''}`}
      aria-labelledby={`${name}-heading`}
      data-testid={`${name}-block`}
    >
      <Art className={styles.featureArt} />
      <div>
        <p className={styles.eyebrow}>{t(`${name}.eyebrow`)}</p>
        <h2 id={`${name}-heading`}>{t(`${name}.title`)}</h2>
        <p>{t(`${name}.text`)}</p>
        <Link className="btn btn-secondary" to={to}>
          {t(`${name}.cta`)}
        </Link>
      </div>
    </section>
  );
}

function GetInTouch() {
  const { t } = useTranslation('home_part3');
  return (
    <section className={styles.touch} aria-labelledby="touch-heading">
      <div className={`container ${styles.touchInner}`}>
        <ContactIllustration className={styles.touchArt} />
        <div>
          <h2 id="touch-heading">{t('getInTouch.title')}</h2>
          <p>{t('getInTouch.text')}</p>
          <div className="cluster">
            <Link className={`btn ${styles.lightButton}`} to="/human/contact_us">
              {t('getInTouch.enroll')}
            </Link>
            <Link className={`btn ${styles.outlineButton}`} to="/human/review">
              {t('getInTouch.review')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The home page's news area: the newest events from the studio, with a link to all of them on /news. */
function LatestEvents() {
  const { t } = useTranslation('news');
  return (
    <EventsSection
      id="home-events"
      heading={t('events.homeHeading')}
      limit={HOME_EVENTS}
      compact
      footer={
        <Link className="btn btn-secondary" to="/news#events">
          {t('events.all')}
        </Link>
      }
    />
  );
}

export function HomePage() {
  const { t } = useTranslation(['home', 'home_parts', 'home_part3']);
  usePageMeta(t('home:meta.title'), t('home:meta.description'));
  return (
    <>
      <WelcomeBanner />
      <HeadlineTicker />
      <LatestEvents />
      <Welcome />
      <DivisionBlocks />
      <ProductCards />
      <div className={`container ${styles.features}`}>
        <FeatureBlock name="yeppuen" to={rangePath('yeppuen_product')} Art={YeppuenIllustration} />
        <FeatureBlock name="ayush" to={rangePath('ayush_product')} Art={AyushIllustration} flip />
      </div>
      <GetInTouch />
      <HomeReviews />
    </>
  );
}
