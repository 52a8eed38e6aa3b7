import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_091933_accounts_leads_assistant from './20261122_091933_accounts_leads_assistant';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_091933_accounts_leads_assistant.up,
    down: migration_20261122_091933_accounts_leads_assistant.down,
    name: '20261122_091933_accounts_leads_assistant'
  },
];
