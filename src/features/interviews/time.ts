// Interview times as people read them: India time with the date written out ("Tuesday, 1 December 2026, 3:00 pm IST"),
// whatever the server's or the reader's own time zone; and staff's India-time date and time read as an instant.
import { AGENCY_TIME_ZONE, AGENCY_UTC_OFFSET_MS } from '@/lib/agencyTime'

const parts = (when: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: AGENCY_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  ) as Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod', string>

/** "3:00 pm" in India time. */
function indiaClock(when: Date): string {
  const { hour, minute, dayPeriod } = parts(when)
  return `${hour}:${minute} ${dayPeriod.toLowerCase()}`
}

/** "Tuesday, 1 December 2026, 3:00 pm IST". */
export function indiaDateTime(when: Date): string {
  const { weekday, day, month, year } = parts(when)
  return `${weekday}, ${day} ${month} ${year}, ${indiaClock(when)} IST`
}

/** "Tuesday, 1 December 2026, 3:00 pm to 4:00 pm IST". */
export function indiaSlot(start: Date, minutes: number): string {
  const end = new Date(start.getTime() + minutes * 60_000)
  return `${indiaDateTime(start).replace(/ IST$/, '')} to ${indiaClock(end)} IST`
}

/** How long, in words: "1 hour", "45 minutes", "1 hour 30 minutes". */
export function lengthInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const hourText = hours ? `${hours} hour${hours === 1 ? '' : 's'}` : ''
  const minuteText = rest ? `${rest} minute${rest === 1 ? '' : 's'}` : ''
  return [hourText, minuteText].filter(Boolean).join(' ')
}

/** A date (YYYY-MM-DD) and a time (HH:MM, 24-hour) in India time as an instant, or null when either is not one. */
export function fromIndiaTime(date: string, time: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  const timeMatch = /^(\d{1,2}):(\d{2})$/.exec(time.trim())
  if (!dateMatch || !timeMatch) return null
  const [year, month, day] = dateMatch.slice(1).map(Number)
  const [hour, minute] = timeMatch.slice(1).map(Number)
  if (hour > 23 || minute > 59) return null
  const utc = Date.UTC(year, month - 1, day, hour, minute) - AGENCY_UTC_OFFSET_MS
  const check = new Date(utc + AGENCY_UTC_OFFSET_MS)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return new Date(utc)
}
