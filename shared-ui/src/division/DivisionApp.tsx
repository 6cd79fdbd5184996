import { Section } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import type { Division } from './namespaces';

function DivisionHome({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  return (
    <Section>
      <p>{t(`divisions.${division}.tagline`)}</p>
      <h1>{t(`divisions.${division}.hero.title`)}</h1>
      <p>{t(`divisions.${division}.hero.subtitle`)}</p>
    </Section>
  );
}

/**
 * A division remote's whole area: the routes shared by the three divisions plus the ones the remote
 * adds. `release` is the remote's build stamp (PUBLIC_RELEASE), shown when set.
 */
export function DivisionApp({
  division,
  release,
}: {
  division: Division;
  release?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('division');
  return (
    <div data-division={division}>
      <Routes>
        <Route index element={<DivisionHome division={division} />} />
        <Route path="*" element={<DivisionHome division={division} />} />
      </Routes>
      {release ? (
        <p className="container" data-testid="remote-release">
          {t(`divisions.${division}.shortName`)} · {release}
        </p>
      ) : null}
    </div>
  );
}
