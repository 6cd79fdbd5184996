import { BidiText, Ltr, Section } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { usePageTexts } from '../hooks/use-page-texts';
import type { Division } from '../namespaces';
import { SHARED_PAGE_META } from '../seo/page-meta';
import { ContactForm } from './ContactForm';
import styles from './contact.module.css';

const OFFICES = ['india', 'zimbabwe', 'korea'] as const;

export function ContactPage({ division }: { division: Division }) {
  const { t } = useTranslation(['contact', 'company']);
  const meta = usePageTexts(SHARED_PAGE_META.contact_us);
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('contact:intro')} description={meta.description} />
      <div className={styles.layout}>
        <section aria-labelledby="offices-heading">
          <h2 id="offices-heading">{t('contact:officesHeading')}</h2>
          <ul className={styles.offices}>
            {OFFICES.map((office) => (
              <li key={office} className="card">
                <h3>{t(`company:offices.${office}.title`)}</h3>
                <p className={styles.company}>
                  <BidiText>{t(`company:offices.${office}.company`)}</BidiText>
                </p>
                <dl className={styles.officeDetails}>
                  <dt>{t('company:officeLabels.address')}</dt>
                  <dd>
                    <BidiText>{t(`company:offices.${office}.address`)}</BidiText>
                  </dd>
                  <dt>{t('company:officeLabels.email')}</dt>
                  <dd>
                    <a href={`mailto:${t(`company:offices.${office}.email`)}`}>
                      <Ltr>{t(`company:offices.${office}.email`)}</Ltr>
                    </a>
                  </dd>
                  <dt>{t('company:officeLabels.phone')}</dt>
                  <dd>
                    <a href={`tel:${t(`company:offices.${office}.phone`).replace(/\s+/g, '')}`}>
                      <Ltr>{t(`company:offices.${office}.phone`)}</Ltr>
                    </a>
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
        <div className="card">
          <ContactForm division={division} />
        </div>
      </div>
    </Section>
  );
}
