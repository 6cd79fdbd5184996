import { DivisionApp, productRoutes } from '@aurinko/division-pages';
import { HumanHome } from './HumanHome';

const release: string = import.meta.env.PUBLIC_RELEASE ?? '';

/** The human division, as the shell mounts it under /human/* (and as the standalone page does). */
export default function HumanApp() {
  return (
    <DivisionApp
      division="human"
      release={release}
      home={<HumanHome />}
      extraRoutes={productRoutes('human')}
    />
  );
}
