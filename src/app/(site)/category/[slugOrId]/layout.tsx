import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getCategory } from '@/features/content/queries'

/**
 * The unknown-category check lives here, above loading.tsx's Suspense boundary: a notFound() thrown inside
 * that boundary arrives after the response has started streaming and would answer 200 instead of 404.
 * The page's own lookup hits the same cache entry. The 404 view is ../not-found.tsx.
 */
export default async function CategoryLayout({ children, params }: { children: ReactNode; params: Promise<{ slugOrId: string }> }) {
  const { slugOrId } = await params
  if (!(await getCategory(decodeURIComponent(slugOrId)))) notFound()
  return children
}
