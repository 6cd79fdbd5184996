import { BidiText, Card, CloseIcon, Grid, Ltr, Section, useApi } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Certificate, contentApi } from '../api/content-api';
import { ApiView, EmptyState } from '../components/ApiView';
import { CertificationBadge } from '../components/CertificationBadge';
import { Illustration } from '../components/Illustration';
import { PageHeader } from '../components/PageHeader';
import { usePageTexts } from '../hooks/use-page-texts';
import type { Division } from '../namespaces';
import { SHARED_PAGE_META } from '../seo/page-meta';
import styles from './pages.module.css';

/** Arrays and objects of the bundled translations. */
function useList<T>(namespace: string, key: string): T[] {
  const { t } = useTranslation(namespace);
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}

interface Titled {
  title: string;
  description: string;
}

export function AboutPage() {
  const { t } = useTranslation('about');
  const paragraphs = useList<string>('about', 'paragraphs');
  const founders = useList<{ name: string; role: string; bio: string }>('about', 'founders');
  const meta = usePageTexts(SHARED_PAGE_META.about);
  return (
    <>
      <Section>
        <PageHeader title={meta.title} description={meta.description} />
        <div className={styles.split}>
          <div className={styles.prose}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>
                <BidiText>{paragraph}</BidiText>
              </p>
            ))}
          </div>
          <Illustration kind="campus" alt={t('imageAlt')} className={styles.sticky} />
        </div>
      </Section>
      <Section alt aria-labelledby="founders-heading">
        <h2 id="founders-heading">{t('foundersHeading')}</h2>
        <p className={styles.lead}>{t('foundersSubtitle')}</p>
        <Grid min="20rem">
          {founders.map((founder) => (
            <Card key={founder.name} as="article">
              <h3>{founder.name}</h3>
              <p className={styles.role}>{founder.role}</p>
              <p>{founder.bio}</p>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}

export function VisionPage() {
  const { t } = useTranslation('visionmission');
  const values = useList<Titled>('visionmission', 'values');
  const meta = usePageTexts(SHARED_PAGE_META.vision);
  return (
    <>
      <Section>
        <PageHeader title={meta.title} description={meta.description} />
        <Grid min="20rem">
          <Card as="section" aria-labelledby="vision-heading" className={styles.statement}>
            <h2 id="vision-heading">{t('vision.heading')}</h2>
            <p>{t('vision.statement')}</p>
          </Card>
          <Card as="section" aria-labelledby="mission-heading" className={styles.statement}>
            <h2 id="mission-heading">{t('mission.heading')}</h2>
            <p>{t('mission.statement')}</p>
          </Card>
        </Grid>
      </Section>
      <Section alt aria-labelledby="values-heading">
        <h2 id="values-heading">{t('valuesHeading')}</h2>
        <ol className={styles.values}>
          {values.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

export function ExportPage() {
  const { t } = useTranslation(['export', 'company']);
  const paragraphs = useList<string>('export', 'paragraphs');
  const countries = useList<{ name: string; note: string }>('export', 'countries');
  const email = t('company:offices.india.email');
  const marker = '\u0000';
  const [before = '', after = ''] = t('export:emailInvitation', { email: marker }).split(marker);
  const meta = usePageTexts(SHARED_PAGE_META.export);
  return (
    <>
      <Section>
        <PageHeader title={meta.title} intro={t('export:subtitle')} description={meta.description} />
        <div className={styles.split}>
          <div className={styles.prose}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>
                <BidiText>{paragraph}</BidiText>
              </p>
            ))}
            <p className="alert">
              {before}
              <a href={`mailto:${email}`}>
                <Ltr>{email}</Ltr>
              </a>
              {after}
            </p>
          </div>
          <Illustration kind="globe" alt={t('export:countriesHeading')} />
        </div>
      </Section>
      <Section alt aria-labelledby="countries-heading">
        <h2 id="countries-heading">{t('export:countriesHeading')}</h2>
        <ul className={styles.cards}>
          {countries.map((country) => (
            <li key={country.name} className="card">
              <h3>{country.name}</h3>
              <p>{country.note}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

interface Fact {
  value: string;
  label: string;
  description: string;
}

function Facts({ facts, headingId, heading }: { facts: Fact[]; headingId: string; heading: string }) {
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact.label} className="card">
            <p className={styles.factValue}>
              <BidiText>{fact.value}</BidiText>
            </p>
            <h3 className={styles.factLabel}>{fact.label}</h3>
            {fact.description ? <p>{fact.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ManufacturingPage() {
  const { t } = useTranslation('manufacturing');
  const meta = usePageTexts(SHARED_PAGE_META.manufacturing);
  const facts = useList<Fact>('manufacturing', 'facts');
  const forms = useList<string>('manufacturing', 'dosageForms.items');
  const steps = useList<Titled>('manufacturing', 'quality.steps');
  return (
    <>
      <Section>
        <Illustration kind="factory" alt={t('bannerAlt')} className={styles.banner} />
        <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
        <Facts facts={facts} heading={t('factsHeading')} headingId="facts-heading" />
      </Section>
      <Section alt>
        <div className={styles.split}>
          <section aria-labelledby="forms-heading">
            <h2 id="forms-heading">{t('dosageForms.heading')}</h2>
            <ul className={styles.pills}>
              {forms.map((form) => (
                <li key={form}>{form}</li>
              ))}
            </ul>
          </section>
          <Illustration kind="cleanroom" alt={t('imageAlt')} />
        </div>
      </Section>
      <Section aria-labelledby="quality-heading">
        <h2 id="quality-heading">{t('quality.heading')}</h2>
        <p>{t('quality.intro')}</p>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

export function ResearchPage() {
  const { t } = useTranslation('research_development');
  const meta = usePageTexts(SHARED_PAGE_META.research);
  const paragraphs = useList<string>('research_development', 'paragraphs');
  const highlights = useList<{ value: string; label: string }>('research_development', 'highlights');
  const technologies = useList<{ name: string; tagline: string; description: string }>(
    'research_development',
    'technologies',
  );
  const focus = useList<string>('research_development', 'focusAreas');
  return (
    <>
      <Section>
        <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
        <div className={styles.split}>
          <div className={styles.prose}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>
                <BidiText>{paragraph}</BidiText>
              </p>
            ))}
          </div>
          <Illustration kind="laboratory" alt={t('title')} />
        </div>
        <ul className={styles.facts}>
          {highlights.map((item) => (
            <li key={item.label} className="card">
              <p className={styles.factValue}>{item.value}</p>
              <p className={styles.factLabel}>{item.label}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section alt aria-labelledby="technologies-heading">
        <h2 id="technologies-heading">{t('technologiesHeading')}</h2>
        <Grid min="18rem">
          {technologies.map((technology) => (
            <Card key={technology.name} as="article">
              <h3>{technology.name}</h3>
              <p className={styles.role}>{technology.tagline}</p>
              <p>{technology.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="focus-heading">
        <h2 id="focus-heading">{t('focusHeading')}</h2>
        <ul className={styles.checklist}>
          {focus.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function IngredientsPage() {
  const { t } = useTranslation('ingredients');
  const meta = usePageTexts(SHARED_PAGE_META.ingredients);
  const categories = useList<{ title: string; desc: string }>('ingredients', 'categories');
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
      <ul className={styles.cards}>
        {categories.map((category) => (
          <li key={category.title} className="card">
            <h2 className={styles.cardTitle}>{category.title}</h2>
            <p>{category.desc}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Today as `YYYY-MM-DD` (UTC), the form of a certificate's dates: a certificate is valid through its last day. */
const today = () => new Date().toISOString().slice(0, 10);

/** A certificate's number, issuer and validity ("valid until", or when it expired), dates through Intl. */
function CertificateFacts({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' });
  const date = dates.format(new Date(`${certificate.validUntil}T00:00:00Z`));
  const expired = certificate.validUntil < today();
  return (
    <dl className={styles.certificateFacts}>
      <dt>{t('record.numberLabel')}</dt>
      <dd>
        <Ltr>{certificate.number}</Ltr>
      </dd>
      <dt>{t('record.issuerLabel')}</dt>
      <dd>{certificate.issuer ? <BidiText>{certificate.issuer}</BidiText> : t('record.accreditedBody')}</dd>
      <dt>{t('record.validLabel')}</dt>
      <dd data-testid="certificate-validity">
        {expired ? (
          // Set apart by a mark, a frame and weight as well as colour (read alike without colour vision).
          <span className={styles.expired} data-expired="">
            <CloseIcon aria-hidden className={styles.expiredMark} />
            <BidiText>{t('record.expiredOn', { date })}</BidiText>
          </span>
        ) : (
          <BidiText>{t('record.validUntil', { date })}</BidiText>
        )}
      </dd>
    </dl>
  );
}

export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const meta = usePageTexts(SHARED_PAGE_META.certificates);
  const certificates = useApi(() => contentApi.certificates(), []);
  const recognitions = useList<{ name: string; description: string }>('certificates', 'recognitions');
  return (
    <>
      <Section>
        <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
        <h2>{t('certificationsHeading')}</h2>
        <ApiView
          state={certificates}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState text={t('record.empty')} />}
        >
          {(data) => (
            <ul className={styles.cards}>
              {data.map((certificate) => (
                <li key={certificate._id} className="card">
                  <CertificationBadge badge={certificate.badge} />
                  <h3 className={styles.certificateName}>
                    {/* As the standard writes it, the same in every language. */}
                    <bdi dir="ltr">{certificate.name}</bdi>
                  </h3>
                  <p>
                    <BidiText>{certificate.description}</BidiText>
                  </p>
                  <CertificateFacts certificate={certificate} />
                  {certificate.file ? (
                    <a href={certificate.file} className={styles.certificateFile}>
                      {t('record.viewPdf')}
                      <span className="visually-hidden">
                        {' '}
                        <bdi dir="ltr">{certificate.name}</bdi>
                      </span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ApiView>
      </Section>
      <Section alt aria-labelledby="recognitions-heading">
        <h2 id="recognitions-heading">{t('recognitionsHeading')}</h2>
        <ul className={styles.cards}>
          {recognitions.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.name}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function GalleryPage({ division }: { division: Division }) {
  const { t } = useTranslation('gallery');
  const meta = usePageTexts(SHARED_PAGE_META.gallery);
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
      <Grid min="18rem">
        <Card as="article" className={styles.linkCard}>
          <h2>{t('viewPhotos.title')}</h2>
          <p>{t('viewPhotos.description')}</p>
          <Link className="btn btn-primary" to={`/${division}/photo_gallery`}>
            {t('viewPhotos.cta')}
          </Link>
        </Card>
        <Card as="article" className={styles.linkCard}>
          <h2>{t('viewVideos.title')}</h2>
          <p>{t('viewVideos.description')}</p>
          <Link className="btn btn-primary" to={`/${division}/videos`}>
            {t('viewVideos.cta')}
          </Link>
        </Card>
      </Grid>
    </Section>
  );
}
