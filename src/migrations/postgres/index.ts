import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_080547_accounts from './20261122_080547_accounts';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_080547_accounts.up,
    down: migration_20261122_080547_accounts.down,
    name: '20261122_080547_accounts'
  },
];
