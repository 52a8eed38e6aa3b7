// The interview rows as the database names them, for the few conditional updates that must be atomic (booking,
// moving, cancelling, the reminders): one statement decides, so two requests at once never both win.
import { isPostgres, type Row } from '@/lib/rawQuery'
import type { Payload } from 'payload'

export const INTERVIEWS = 'interviews'

/** The database's clock as SQL, in the form each dialect stores dates. */
export const dbNow = (payload: Payload) => (isPostgres(payload) ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")

export const returnedSequence = (rows: Row[]) => (rows[0] ? Number(rows[0].ics_sequence) : null)
