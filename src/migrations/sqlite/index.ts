import * as migration_20261122_050711_initial from './20261122_050711_initial';
import * as migration_20261122_091927_accounts_leads_assistant from './20261122_091927_accounts_leads_assistant';
import * as migration_20261122_105405_s3_storage from './20261122_105405_s3_storage';
import * as migration_20261123_150141_subscriber_double_opt_in from './20261123_150141_subscriber_double_opt_in';
import * as migration_20261123_175217_issue16_proof from './20261123_175217_issue16_proof';
import * as migration_20261123_175339_assistant_learning from './20261123_175339_assistant_learning';
import * as migration_20261123_175409_issue_16_whatsapp from './20261123_175409_issue_16_whatsapp';
import * as migration_20261123_183058_issue_13_openings from './20261123_183058_issue_13_openings';

export const migrations = [
  {
    up: migration_20261122_050711_initial.up,
    down: migration_20261122_050711_initial.down,
    name: '20261122_050711_initial',
  },
  {
    up: migration_20261122_091927_accounts_leads_assistant.up,
    down: migration_20261122_091927_accounts_leads_assistant.down,
    name: '20261122_091927_accounts_leads_assistant',
  },
  {
    up: migration_20261122_105405_s3_storage.up,
    down: migration_20261122_105405_s3_storage.down,
    name: '20261122_105405_s3_storage',
  },
  {
    up: migration_20261123_150141_subscriber_double_opt_in.up,
    down: migration_20261123_150141_subscriber_double_opt_in.down,
    name: '20261123_150141_subscriber_double_opt_in',
  },
  {
    up: migration_20261123_175217_issue16_proof.up,
    down: migration_20261123_175217_issue16_proof.down,
    name: '20261123_175217_issue16_proof',
  },
  {
    up: migration_20261123_175339_assistant_learning.up,
    down: migration_20261123_175339_assistant_learning.down,
    name: '20261123_175339_assistant_learning',
  },
  {
    up: migration_20261123_175409_issue_16_whatsapp.up,
    down: migration_20261123_175409_issue_16_whatsapp.down,
    name: '20261123_175409_issue_16_whatsapp',
  },
  {
    up: migration_20261123_183058_issue_13_openings.up,
    down: migration_20261123_183058_issue_13_openings.down,
    name: '20261123_183058_issue_13_openings'
  },
];
