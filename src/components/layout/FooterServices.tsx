'use client'
// The footer's service list is loaded in the browser from the public API (spec: loading, failed, loaded).
import { useEffect, useState } from 'react'

import { Link } from '@/components/ui/Link'
import type { CategorySummary } from '@/features/content/types'
import { onContentChange } from './ContentFreshness'
import { islandMessages } from '@/lib/islandMessages'
import { categoriesApiHref, categoryHref } from '@/lib/routes'

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; categories: CategorySummary[] }

/**
 * `texts`: the loading and failure lines in a Marathi or Hindi page's language; `english` (`en-IN` there): the services'
 * names and pages are English, so the list is marked as such and each link names its language.
 */
export function FooterServices({ texts, english }: { texts?: { loading: string; failed: string }; english?: string } = {}) {
  const [state, setState] = useState<State>({ status: 'loading' })
  // Counts the content changes this tab learned of: each loads the list again (the old one stays until then).
  const [contentChanges, setContentChanges] = useState(0)
  useEffect(() => onContentChange(() => setContentChanges((count) => count + 1)), [])
  useEffect(() => {
    let cancelled = false
    fetch(categoriesApiHref, contentChanges ? { cache: 'no-store' } : undefined)
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`)
        return response.json() as Promise<CategorySummary[]>
      })
      .then((categories) => !cancelled && setState({ status: 'loaded', categories }))
      .catch((error: unknown) => {
        console.error('Footer categories load failed', error)
        if (!cancelled) setState({ status: 'failed' })
      })
    return () => {
      cancelled = true
    }
  }, [contentChanges])

  if (state.status === 'loading') return <p className="text-sm text-slate-300">{texts?.loading ?? islandMessages.footerServicesLoading}</p>
  if (state.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-300">
        {texts?.failed ?? islandMessages.footerServicesFailed}
      </p>
    )
  return (
    <ul className="space-y-2" lang={english}>
      {state.categories.map((category) => (
        <li key={category._id}>
          <Link href={categoryHref(category)} hrefLang={english} className="text-sm text-slate-200 hover:text-white hover:underline">
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
