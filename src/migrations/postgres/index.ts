import * as migration_20261122_050722_initial from './20261122_050722_initial';
import * as migration_20261122_091933_accounts_leads_assistant from './20261122_091933_accounts_leads_assistant';
import * as migration_20261122_105420_s3_storage from './20261122_105420_s3_storage';
import * as migration_20261123_150152_subscriber_double_opt_in from './20261123_150152_subscriber_double_opt_in';
import * as migration_20261123_175229_issue16_proof from './20261123_175229_issue16_proof';
import * as migration_20261123_175350_assistant_learning from './20261123_175350_assistant_learning';
import * as migration_20261123_175421_issue_16_whatsapp from './20261123_175421_issue_16_whatsapp';
import * as migration_20261123_183112_issue_13_openings from './20261123_183112_issue_13_openings';

export const migrations = [
  {
    up: migration_20261122_050722_initial.up,
    down: migration_20261122_050722_initial.down,
    name: '20261122_050722_initial',
  },
  {
    up: migration_20261122_091933_accounts_leads_assistant.up,
    down: migration_20261122_091933_accounts_leads_assistant.down,
    name: '20261122_091933_accounts_leads_assistant',
  },
  {
    up: migration_20261122_105420_s3_storage.up,
    down: migration_20261122_105420_s3_storage.down,
    name: '20261122_105420_s3_storage',
  },
  {
    up: migration_20261123_150152_subscriber_double_opt_in.up,
    down: migration_20261123_150152_subscriber_double_opt_in.down,
    name: '20261123_150152_subscriber_double_opt_in',
  },
  {
    up: migration_20261123_175229_issue16_proof.up,
    down: migration_20261123_175229_issue16_proof.down,
    name: '20261123_175229_issue16_proof',
  },
  {
    up: migration_20261123_175350_assistant_learning.up,
    down: migration_20261123_175350_assistant_learning.down,
    name: '20261123_175350_assistant_learning',
  },
  {
    up: migration_20261123_175421_issue_16_whatsapp.up,
    down: migration_20261123_175421_issue_16_whatsapp.down,
    name: '20261123_175421_issue_16_whatsapp',
  },
  {
    up: migration_20261123_183112_issue_13_openings.up,
    down: migration_20261123_183112_issue_13_openings.down,
    name: '20261123_183112_issue_13_openings'
  },
];
