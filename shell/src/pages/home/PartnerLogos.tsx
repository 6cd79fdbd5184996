import { ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { fetchLogos, type PartnerLogo } from './home-api';

function displayName(imageName: string): string {
  return imageName.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
}

/** One partner logo; a broken image turns into the "No Image" placeholder. */
function LogoTile({ logo }: { logo: PartnerLogo }) {
  const { t } = useTranslation('home');
  const [broken, setBroken] = useState(!logo.url);
  const name = displayName(logo.imageName);
  return (
    <li className={styles.logoTile}>
      {broken ? (
        <span className={styles.noImage} role="img" aria-label={t('affiliations.logoAlt', { name })}>
          {t('affiliations.noImage')}
        </span>
      ) : (
        <ResponsiveImage
          src={logo.url}
          alt={t('affiliations.logoAlt', { name })}
          width={160}
          height={80}
          sizes="120px"
          onError={() => setBroken(true)}
        />
      )}
    </li>
  );
}

/**
 * "Affiliations": the partner logos managed in the dashboard. Until there are any (or when the API
 * cannot be reached) the company's certifications stand in, so the strip is never empty.
 */
export function PartnerLogos() {
  const { t } = useTranslation(['home', 'company']);
  const state = useApi(fetchLogos, [], { perLanguage: false });
  const logos = state.status === 'success' ? state.data : [];
  const certifications = t('company:certificationList', { returnObjects: true }) as string[];
  return (
    <section
      className={styles.affiliations}
      aria-labelledby="affiliations-heading"
      data-testid="partner-logos"
    >
      <h2 id="affiliations-heading">{t('affiliations.heading')}</h2>
      {logos.length > 0 ? (
        <ul className={styles.logoList}>
          {logos.map((logo) => (
            <LogoTile key={logo._id} logo={logo} />
          ))}
        </ul>
      ) : (
        <ul className={styles.badgeList} aria-busy={state.status === 'loading'}>
          {certifications.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
