// The agency works in Pune: India Standard Time, UTC+05:30 all year (no daylight saving). Its days (the dashboard's
// "today", follow-up dates, the daily follow-up e-mail) start at 00:00 IST, whatever the server's own time zone.
export const AGENCY_TIME_ZONE = 'Asia/Kolkata'
export const AGENCY_UTC_OFFSET_MS = 330 * 60_000

const DAY_MS = 86_400_000

/** The agency's calendar day of `now` (YYYY-MM-DD) and the instants it starts and ends. */
export function agencyDay(now: Date): { day: string; start: Date; end: Date } {
  const local = now.getTime() + AGENCY_UTC_OFFSET_MS
  const start = Math.floor(local / DAY_MS) * DAY_MS - AGENCY_UTC_OFFSET_MS
  return { day: new Date(local).toISOString().slice(0, 10), start: new Date(start), end: new Date(start + DAY_MS) }
}

/** The greeting for `now` in Pune: morning until noon, afternoon until 5 pm, then evening. */
export function agencyGreeting(now: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = new Date(now.getTime() + AGENCY_UTC_OFFSET_MS).getUTCHours()
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}
