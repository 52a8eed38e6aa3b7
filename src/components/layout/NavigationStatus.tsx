'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { loadingTextFor } from './loadingText'

/** Waits this long before saying "Loading...", so a prefetched page that opens at once does not flash it. */
const SHOW_AFTER_MS = 150

/**
 * Category and blog pages are prerendered, so their HTML never contains a loading placeholder (a route-level
 * loading.tsx would put one in the static HTML, hide the content from readers without JavaScript and shift the
 * layout). While a click on a link to such a page waits for it, this bar shows the spec's loading text.
 */
export function NavigationStatus() {
  const pathname = usePathname()
  const [pending, setPending] = useState<{ text: string; from: string } | null>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      const text = loadingTextFor(url.pathname)
      if (text) setPending({ text, from: window.location.pathname })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [pending])

  // The new page is on screen once the path changes: forget the click (adjusting state while rendering, as React
  // recommends, rather than in an effect after a first render with the stale bar).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setPending(null)
    setVisible(false)
  }
  const waiting = pending !== null && pending.from === pathname

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center">
      {waiting && visible && (
        <p className="mt-3 flex items-center gap-3 rounded-full bg-white px-5 py-2 text-sm font-medium text-ink shadow-lg ring-1 ring-slate-200">
          <span aria-hidden className="size-4 rounded-full border-2 border-brand-700 border-t-transparent motion-safe:animate-spin" />
          {pending.text}
        </p>
      )}
    </div>
  )
}
