import { divisionRouteManifest } from '@aurinko/build-tools';
import { describeDivisionRemote } from '@aurinko/division-pages/testing';
import App from './App';

describeDivisionRemote(
  'agriculture',
  App,
  ['Nanophosphosomes', 'Neuna_particles', 'SoilMinerals', 'NanoFertilizers'],
  divisionRouteManifest,
);
