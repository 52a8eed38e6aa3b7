import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getCategory } from '@/features/content/queries'

/**
 * The unknown-category check runs before the page renders, so an unknown slug or id answers HTTP 404 (a
 * notFound() thrown after the response started streaming would answer 200). The page's own lookup hits the same
 * cache entry. The 404 view is ../not-found.tsx.
 */
export default async function CategoryLayout({ children, params }: { children: ReactNode; params: Promise<{ slugOrId: string }> }) {
  const { slugOrId } = await params
  if (!(await getCategory(decodeURIComponent(slugOrId)))) notFound()
  return children
}
