'use client'
// Keeps an open tab's client router cache from showing content older than the site's. Next keeps prefetched and
// visited pages in the browser for at least 30 s (`staleTimes.static`, docs/caching.md); a link
// followed after a staff edit would show the old copy until then. So the tab asks the server for its content version
// (GET /api/content/version: answered from memory, no database, a few bytes) when it comes back to the foreground and
// with every navigation (from the click, so the answer arrives while the page is shown). When the version moved on,
// it refreshes on the new page: Next drops every cached page (and the back/forward cache) and re-renders the page on
// screen from the server's static copy, which the edit already renewed; widgets that load content in the browser (the
// footer's services) load it again.
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

/** A navigation the tab started (a link clicked, back/forward) counts as under way this long at most. */
const NAVIGATION_MS = 3000
/** A navigation whose check started this recently (at the click) needs no second one when it arrives. */
const CHECKED_MS = 1000

/** The URL a click on `event`'s target leads to, when it is a same-origin link to another page of this tab. */
function clickedPageUrl(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  return url.pathname + url.search === window.location.pathname + window.location.search ? null : url.href
}

export function ContentFreshness() {
  const router = useRouter()
  const location = `${usePathname()}?${useSearchParams().toString()}`
  const arrived = useRef<() => void>(() => undefined)

  useEffect(() => {
    let known: number | null = null
    let running = false
    let again = false
    let lastCheck = 0
    /** When the tab started a navigation that has not arrived yet (0: none). */
    let navigatingSince = 0
    let refreshOnArrival = false

    const refresh = () => {
      router.refresh()
      window.dispatchEvent(new Event(CONTENT_CHANGED))
    }
    // One request at a time; a check asked for meanwhile runs right after it (the edit may have come in between).
    const check = () => {
      lastCheck = Date.now()
      if (running) {
        again = true
        return
      }
      running = true
      void fetchVersion().then((version) => {
        running = false
        if (version !== null) {
          if (known !== null && version > known) {
            // Refreshing while a navigation is on its way would refresh the page being left: wait for the new one.
            if (navigatingSince && Date.now() - navigatingSince < NAVIGATION_MS) refreshOnArrival = true
            else refresh()
          }
          known = Math.max(known ?? 0, version)
        }
        if (again) {
          again = false
          check()
        }
      })
    }
    const navigationStarts = () => {
      navigatingSince = Date.now()
      check()
    }
    arrived.current = () => {
      navigatingSince = 0
      if (refreshOnArrival) {
        refreshOnArrival = false
        refresh()
      } else if (Date.now() - lastCheck > CHECKED_MS) check() // a navigation the tab did not start by a click
    }

    // A link's click starts the check at once, so it runs while Next shows the page (capture: before Next's handler).
    const onClick = (event: MouseEvent) => clickedPageUrl(event) && navigationStarts()
    // The tab comes back (staff often edit in another tab or window).
    const onVisibility = () => document.visibilityState === 'visible' && check()
    // The browser's own back/forward cache brought the whole document back.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && check()
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', navigationStarts)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', check)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', navigationStarts)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', check)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [router])

  // Every arrival on a page (and the load, which sets the baseline).
  useEffect(() => arrived.current(), [location])

  return null
}
