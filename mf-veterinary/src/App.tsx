import { DivisionApp, ProductTypes, productRoutes } from '@aurinko/division-pages';
import { VeterinaryHome } from './VeterinaryHome';

const release: string = import.meta.env.PUBLIC_RELEASE ?? '';

/** The veterinary division; its product pages also show the animal product types. */
export default function VeterinaryApp() {
  return (
    <DivisionApp
      division="veterinary"
      release={release}
      home={<VeterinaryHome />}
      extraRoutes={productRoutes('veterinary', { afterList: <ProductTypes /> })}
    />
  );
}
