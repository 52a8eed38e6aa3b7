'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Scroll to the top on every route change (spec: "On every page"). */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
