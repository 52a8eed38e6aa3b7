'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** The current year, read in the browser so a page built last December still says this year. */
export function CopyrightYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => new Date().getFullYear(),
  )
  return <span suppressHydrationWarning>{year}</span>
}
