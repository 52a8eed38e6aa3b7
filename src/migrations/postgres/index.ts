import * as migration_20261122_050722_initial from './20261122_050722_initial';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial'
  },
];
