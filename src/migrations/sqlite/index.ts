import * as migration_20261122_050711_initial from './20261122_050711_initial';
import * as migration_20261122_080536_accounts from './20261122_080536_accounts';

export const migrations = [
  {
    up: migration_20261122_050711_initial.up,
    down: migration_20261122_050711_initial.down,
    name: '20261122_050711_initial',
  },
  {
    up: migration_20261122_080536_accounts.up,
    down: migration_20261122_080536_accounts.down,
    name: '20261122_080536_accounts'
  },
];
