'use client'
// Marks the document once React has hydrated the page (html[data-hydrated]). A page's scripts load after its first
// paint (docs/benchmarks.md "First paint"), so a click in the first moments reaches server HTML that does not answer yet; the
// browser tests wait for this mark after each page load before they act, as a person waits for the page to settle.
import { useEffect } from 'react'

export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
