'use client'
// A list the server renders in its default state (page 1, no filter) whose state lives in the URL's query string
// (the blog list). Reading the query with useSearchParams while rendering makes Next leave the list out of the
// static page (only a Suspense fallback is prerendered), so the browser threw the server's list away and drew it again
// after hydration: the page's largest image painted a second time, after the scripts (docs/benchmarks.md "First paint"). Here the
// list renders with an empty query on the server and during hydration, keeping the server's HTML, and follows the
// real query from then on.
import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState, type ReactNode } from 'react'

/** Renders nothing; reports the URL's query string each time it changes (in the browser only). */
function QueryReader({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().toString()
  useEffect(() => onChange(query), [query, onChange])
  return null
}

/**
 * The URL's query string ('' until hydrated), whether it has been read yet, and the element that reads it, to render
 * anywhere in the component.
 */
export function useQueryAfterHydration(): { query: string; known: boolean; reader: ReactNode } {
  const [query, setQuery] = useState<string | null>(null)
  return {
    query: query ?? '',
    known: query !== null,
    reader: (
      <Suspense fallback={null}>
        <QueryReader onChange={setQuery} />
      </Suspense>
    ),
  }
}
