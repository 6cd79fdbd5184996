import { DivisionApp } from '@aurinko/shared-ui/division';

const release: string = import.meta.env.PUBLIC_RELEASE ?? '';

/** The veterinary division, as the shell mounts it under /veterinary/* (and as the standalone page does). */
export default function VeterinaryApp() {
  return <DivisionApp division="veterinary" release={release} />;
}
