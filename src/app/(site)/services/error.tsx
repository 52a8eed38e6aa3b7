'use client'

import { LoadFailed } from '@/components/ui/LoadFailed'
import { categoryPage } from '@/copy/services'
import { islandMessages } from '@/lib/islandMessages'

/** The services page when its content cannot be loaded and no earlier version of the page exists. */
export default function ServicesError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadFailed message={islandMessages.servicesFailed} retryLabel={categoryPage.retry} onRetry={reset} />
}
