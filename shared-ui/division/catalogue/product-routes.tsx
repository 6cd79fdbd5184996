import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { Division } from '../namespaces';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductListPage } from './ProductListPage';
import { PRODUCT_PAGES } from './product-pages';

/** The list and detail routes of every product page of a division, for `DivisionApp`'s `extraRoutes`. */
export function productRoutes(division: Division, { afterList }: { afterList?: ReactNode } = {}): ReactNode {
  return PRODUCT_PAGES[division].flatMap((page) => [
    <Route
      key={page.routeKey}
      path={page.routeKey}
      element={
        <ProductListPage division={division} page={page}>
          {afterList}
        </ProductListPage>
      }
    />,
    <Route
      key={`${page.routeKey}/detail`}
      path={`${page.routeKey}/:productId`}
      element={<ProductDetailPage division={division} page={page} />}
    />,
  ]);
}
