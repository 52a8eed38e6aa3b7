import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_080452_leads from './20261122_080452_leads';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_080452_leads.up,
    down: migration_20261122_080452_leads.down,
    name: '20261122_080452_leads'
  },
];
