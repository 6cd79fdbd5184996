import { DivisionHome, NanotechSection } from '@aurinko/shared-ui/division';

/** Agriculture home: the shared division blocks plus how nano nutrition reaches the crop. */
export function AgricultureHome() {
  return (
    <DivisionHome division="agriculture">
      <NanotechSection technology="neunaparticles" />
    </DivisionHome>
  );
}
