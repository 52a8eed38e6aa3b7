'use client'
// "Posted 3 days ago": pages are static, so the server writes the date and the browser turns it into days ago.
import { useSyncExternalStore } from 'react'

const DAY = 24 * 60 * 60 * 1000
const formats = (lang: string) => ({
  relative: new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }),
  date: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
})
const english = formats('en-IN')

const noSubscription = () => () => {}

/** `posted`: the Marathi or Hindi template ("पोस्ट: {when}") and its `lang`; English when left out. */
function postedText(iso: string, now: number | null, posted?: { template: string; lang: string }) {
  const { relative, date } = posted ? formats(posted.lang) : english
  const say = (when: string) => (posted ? posted.template.replace('{when}', when) : `Posted ${when}`)
  if (now === null) return say(date.format(new Date(iso)))
  const days = Math.max(0, Math.floor((now - Date.parse(iso)) / DAY))
  if (days > 60) return say(date.format(new Date(iso)))
  return say(relative.format(-days, 'day'))
}

export function PostedAgo({
  value,
  className,
  posted,
}: {
  value: string
  className?: string
  posted?: { template: string; lang: string }
}) {
  // null on the server and during hydration, the clock afterwards.
  const now = useSyncExternalStore(
    noSubscription,
    () => Math.floor(Date.now() / 60_000) * 60_000,
    () => null,
  )
  return (
    <time dateTime={value} className={className}>
      {postedText(value, now, posted)}
    </time>
  )
}
