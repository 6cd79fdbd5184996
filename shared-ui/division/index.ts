export { type ApiState, useApi } from '@aurinko/shared-ui';
export { type ContactMessage, contentApi, type Paginated, type Product } from './api/content-api';
export { NanotechSection } from './catalogue/NanotechSection';
export { ProductDetailPage } from './catalogue/ProductDetailPage';
export { ProductListPage } from './catalogue/ProductListPage';
export { ProductTypes } from './catalogue/ProductTypes';
export {
  PRODUCT_PAGES,
  type ProductPage,
  SHARED_PAGES,
  type SharedPage,
  type Technology,
} from './catalogue/product-pages';
export { productRoutes } from './catalogue/product-routes';
export { ApiView, EmptyState, ErrorState } from './components/ApiView';
export { DivisionBanners } from './components/DivisionBanners';
export { Illustration, type IllustrationKind } from './components/Illustration';
export { ImageSlider } from './components/ImageSlider';
export { PageHeader } from './components/PageHeader';
export { Pagination, usePageParam } from './components/Pagination';
export { type TabItem, Tabs } from './components/Tabs';
export { ContactForm } from './contact/ContactForm';
export { DivisionApp, type DivisionLayoutComponent } from './DivisionApp';
export { useDocumentTitle } from './hooks/use-document-title';
export { DivisionLayout, DivisionNav } from './layout/DivisionLayout';
export { DIVISION_NAMESPACES, DIVISIONS, type Division } from './namespaces';
export { DivisionHero, DivisionHome, DivisionIntro, ProductRange } from './pages/home';
