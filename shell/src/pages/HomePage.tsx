import { Section } from '@aurinko/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Section>
      <h1>{t('welcome')}</h1>
      <p>{t('description')}</p>
      <ul>
        <li>
          <Link to="/human">{t('blocks.human')}</Link>
        </li>
        <li>
          <Link to="/veterinary">{t('blocks.veterinary')}</Link>
        </li>
        <li>
          <Link to="/agriculture">{t('blocks.agriculture')}</Link>
        </li>
      </ul>
    </Section>
  );
}
