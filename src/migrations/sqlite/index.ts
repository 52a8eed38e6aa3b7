import * as migration_20261122_050711_initial from './20261122_050711_initial';
import * as migration_20261122_080434_leads from './20261122_080434_leads';

export const migrations = [
  {
    up: migration_20261122_050711_initial.up,
    down: migration_20261122_050711_initial.down,
    name: '20261122_050711_initial',
  },
  {
    up: migration_20261122_080434_leads.up,
    down: migration_20261122_080434_leads.down,
    name: '20261122_080434_leads'
  },
];
