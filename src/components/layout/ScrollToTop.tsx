'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Scroll to the top on every route change (spec: "On every page"). Not on the first load, and not when
 * the new address points at a #section: the browser's own scrolling is right there.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
