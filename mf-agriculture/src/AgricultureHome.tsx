import { DivisionHome, NanotechSection } from '@aurinko/division-pages';

/** Agriculture home: the shared division blocks plus how nano nutrition reaches the crop. */
export function AgricultureHome() {
  return (
    <DivisionHome division="agriculture">
      <NanotechSection technology="neunaparticles" />
    </DivisionHome>
  );
}
