import { DivisionApp } from '@aurinko/shared-ui/division';

const release: string = import.meta.env.PUBLIC_RELEASE ?? '';

/** The agriculture division, as the shell mounts it under /agriculture/* (and as the standalone page does). */
export default function AgricultureApp() {
  return <DivisionApp division="agriculture" release={release} />;
}
