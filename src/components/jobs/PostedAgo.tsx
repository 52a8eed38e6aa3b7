'use client'
// "Posted 3 days ago": pages are static, so the server writes the date and the browser turns it into days ago.
import { useSyncExternalStore } from 'react'

const DAY = 24 * 60 * 60 * 1000
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

const noSubscription = () => () => {}

function postedText(iso: string, now: number | null) {
  if (now === null) return `Posted ${dateFormat.format(new Date(iso))}`
  const days = Math.max(0, Math.floor((now - Date.parse(iso)) / DAY))
  if (days > 60) return `Posted ${dateFormat.format(new Date(iso))}`
  return `Posted ${relative.format(-days, 'day')}`
}

export function PostedAgo({ value, className }: { value: string; className?: string }) {
  // null on the server and during hydration, the clock afterwards.
  const now = useSyncExternalStore(
    noSubscription,
    () => Math.floor(Date.now() / 60_000) * 60_000,
    () => null,
  )
  return (
    <time dateTime={value} className={className}>
      {postedText(value, now)}
    </time>
  )
}
