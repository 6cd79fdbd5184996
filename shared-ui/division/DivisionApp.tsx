import { Section } from '@aurinko/shared-ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeader } from './components/PageHeader';
import { ContactPage } from './contact/ContactPage';
import { DivisionLayout } from './layout/DivisionLayout';
import { type Division, useOwnDivisionTexts } from './namespaces';
import {
  AboutPage,
  CertificatesPage,
  ExportPage,
  GalleryPage,
  IngredientsPage,
  ManufacturingPage,
  ResearchPage,
  VisionPage,
} from './pages/company-pages';
import { DivisionHome } from './pages/home';
import {
  BlogListPage,
  BlogPostPage,
  BrochuresPage,
  FacultyPage,
  PhotoGalleryPage,
  ReportsPage,
  ReviewPage,
  VideosPage,
} from './pages/media-pages';

function DivisionNotFound({ division }: { division: Division }) {
  const { t } = useTranslation('division');
  return (
    <Section>
      <PageHeader title={t('common.notFoundTitle')} intro={t('common.notFoundText')} />
      <Link className="btn btn-primary" to={`/${division}`}>
        {t('common.backHome')}
      </Link>
    </Section>
  );
}

export type DivisionLayoutComponent = ComponentType<{ division: Division }>;

/**
 * A division remote's whole area: its layout around the pages every division shares, its own home
 * and the routes the remote adds (`extraRoutes`: `<Route>` elements, e.g. from `productRoutes`).
 * `release` is the remote's build stamp (PUBLIC_RELEASE), shown when set.
 */
export function DivisionApp({
  division,
  release,
  home,
  extraRoutes,
  layout: Layout = DivisionLayout,
}: {
  division: Division;
  release?: string;
  home?: ReactNode;
  extraRoutes?: ReactNode;
  layout?: DivisionLayoutComponent;
}) {
  useOwnDivisionTexts();
  const { t } = useTranslation('division');
  return (
    <div data-division={division}>
      <Routes>
        <Route element={<Layout division={division} />}>
          <Route index element={home ?? <DivisionHome division={division} />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="facultySection" element={<FacultyPage />} />
          <Route path="vision" element={<VisionPage />} />
          <Route path="manufacturing" element={<ManufacturingPage />} />
          <Route path="research" element={<ResearchPage />} />
          <Route path="export" element={<ExportPage />} />
          <Route path="certificates" element={<CertificatesPage />} />
          <Route path="report" element={<ReportsPage division={division} category="Reports" />} />
          <Route path="articles" element={<ReportsPage division={division} category="Articles" />} />
          <Route path="gallery" element={<GalleryPage division={division} />} />
          <Route path="photo_gallery" element={<PhotoGalleryPage division={division} />} />
          <Route path="videos" element={<VideosPage division={division} />} />
          <Route path="brochures" element={<BrochuresPage division={division} />} />
          <Route path="review" element={<ReviewPage />} />
          <Route path="blog" element={<BlogListPage division={division} />} />
          <Route path="blog/:slug" element={<BlogPostPage division={division} />} />
          <Route path="ingredients" element={<IngredientsPage />} />
          <Route path="contact_us" element={<ContactPage division={division} />} />
          {extraRoutes}
          <Route path="*" element={<DivisionNotFound division={division} />} />
        </Route>
      </Routes>
      {release ? (
        <p className="container" data-testid="remote-release">
          {t(`divisions.${division}.shortName`)} · {release}
        </p>
      ) : null}
    </div>
  );
}
