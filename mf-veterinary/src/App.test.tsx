import { divisionRouteManifest } from '@aurinko/build-tools';
import { describeDivisionRemote } from '@aurinko/division-pages/testing';
import App from './App';

describeDivisionRemote(
  'veterinary',
  App,
  [
    'Nanophosphosomes',
    'Neuna_mins',
    'Neuna_particles',
    'livestock',
    'poultry',
    'Aqua',
    'Swine',
    'Equine',
    'pet',
    'feed_grain',
  ],
  divisionRouteManifest,
);
