'use client'
// Keeps an open tab's client router cache from showing content older than the site's. Next keeps prefetched and
// visited pages in the browser for at least 30 s (`staleTimes.static`, README "Caching and freshness"); a link
// followed after a staff edit would show the old copy until then. So the tab asks the server for its content version
// (GET /api/content/version: answered from memory, no database, a few bytes) when it comes back to the foreground and
// after every client navigation. When the version moved on, it refreshes: Next drops every cached page (and the
// back/forward cache) and re-renders the page on screen from the server's static copy, which the edit already
// renewed; widgets that load content in the browser (the footer's services) load it again.
// While nothing changed, nothing is dropped: links and back/forward stay instant.
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { contentVersionApiHref } from '@/lib/routes'

const CONTENT_CHANGED = 'site:content-changed'

/** Runs `listener` when the tab learns that content changed; returns the unsubscribe for an effect's cleanup. */
export function onContentChange(listener: () => void): () => void {
  window.addEventListener(CONTENT_CHANGED, listener)
  return () => window.removeEventListener(CONTENT_CHANGED, listener)
}

async function fetchVersion(): Promise<number | null> {
  try {
    const response = await fetch(contentVersionApiHref, { cache: 'no-store' })
    if (!response.ok) return null
    const { version } = (await response.json()) as { version?: unknown }
    return typeof version === 'number' ? version : null
  } catch {
    return null // offline or the server restarting: the next navigation asks again
  }
}

export function ContentFreshness() {
  const router = useRouter()
  const location = `${usePathname()}?${useSearchParams().toString()}`
  const check = useRef<() => void>(() => undefined)

  useEffect(() => {
    let known: number | null = null
    let running = false
    let again = false
    // One request at a time; a check asked for meanwhile runs right after it (the edit may have come in between).
    const run = () => {
      if (running) {
        again = true
        return
      }
      running = true
      void fetchVersion().then((version) => {
        running = false
        if (version !== null) {
          if (known !== null && version > known) {
            router.refresh()
            window.dispatchEvent(new Event(CONTENT_CHANGED))
          }
          known = Math.max(known ?? 0, version)
        }
        if (again) {
          again = false
          run()
        }
      })
    }
    check.current = run
    // When the tab comes back (staff often edit in another tab or window).
    const onVisibility = () => document.visibilityState === 'visible' && run()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', run)
    window.addEventListener('pageshow', run)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', run)
      window.removeEventListener('pageshow', run)
    }
  }, [router])

  // After every client navigation (links, back/forward, a new search), and once at load for the baseline.
  useEffect(() => check.current(), [location])

  return null
}
