'use client'

import { LoadFailed } from '@/components/ui/LoadFailed'
import { categoryPage } from '@/copy/services'
import { islandMessages } from '@/lib/islandMessages'

/**
 * A category that fails to load (database down, for example) gets the spec's message and a retry.
 * It sits above [slugOrId]/layout.tsx so that it also catches a failure of the layout's lookup.
 */
export default function CategoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadFailed message={islandMessages.categoryFailed} retryLabel={categoryPage.retry} onRetry={reset} />
}
