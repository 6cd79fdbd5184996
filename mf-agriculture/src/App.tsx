import { DivisionApp, productRoutes } from '@aurinko/division-pages';
import { AgricultureHome } from './AgricultureHome';

const release: string = import.meta.env.PUBLIC_RELEASE ?? '';

/** The agriculture division, as the shell mounts it under /agriculture/* (and standalone). */
export default function AgricultureApp() {
  return (
    <DivisionApp
      division="agriculture"
      release={release}
      home={<AgricultureHome />}
      extraRoutes={productRoutes('agriculture')}
    />
  );
}
