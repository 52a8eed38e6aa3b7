import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_080834_assistant from './20261122_080834_assistant';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_080834_assistant.up,
    down: migration_20261122_080834_assistant.down,
    name: '20261122_080834_assistant'
  },
];
