// The API suite's mailbox: what the suite server's loopback SMTP sink received.
import { inject } from 'vitest'

import { mailbox } from '../mailbox'

export type { ReceivedMail } from '../mailbox'

export const { mailsTo, waitForMail, setSmtpFailing } = mailbox(() => inject('mailDir'))
