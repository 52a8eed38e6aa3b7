import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The designed 404 for addresses that match no page. */
export default function NotFound() {
  return <NotFoundNotice title="We couldn't find that page" next={{ href: routes.services, label: 'Explore services' }} />
}
