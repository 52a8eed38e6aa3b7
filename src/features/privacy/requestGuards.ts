// The opening of the members' data-export endpoint (lib/requestGuard): this site's origin, then a per-address limit;
// each member is limited on their own as well (dataExport.ts).
import { requestGuard } from '@/lib/requestGuard'

import { privacyMessages } from './messages'

export const privacyGuards = {
  /** Export requests per client address: a few members behind one office address, not a flood. */
  dataExport: requestGuard({ keyPrefix: 'data-export-ip', points: 20, duration: 60 * 60, msg: privacyMessages.exportTooOften }),
}
