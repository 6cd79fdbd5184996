import { DivisionHome, ProductTypes } from '@aurinko/division-pages';

/** Veterinary home: the shared division blocks plus the animal product types. */
export function VeterinaryHome() {
  return (
    <DivisionHome division="veterinary">
      <ProductTypes />
    </DivisionHome>
  );
}
