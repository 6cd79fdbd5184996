import { divisionRouteManifest } from '@aurinko/build-tools';
import { describeDivisionRemote } from '@aurinko/division-pages/testing';
import App from './App';

describeDivisionRemote(
  'human',
  App,
  [
    'Nanophosphosomes',
    'Neuna_particles',
    'Health_supplements',
    'Wellness',
    'Foods_and_Spices',
    'ayush',
    'Personal_Care',
    'Yeppuen',
  ],
  divisionRouteManifest,
);
