import type { Metadata } from 'next'

import { NotFoundNotice } from '@/components/ui/NotFoundNotice'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: messages.blogNotFound, robots: { index: false } }

export default function BlogPostNotFound() {
  return (
    <NotFoundNotice
      title={messages.blogNotFound}
      intro="The post may have been moved or unpublished. The latest articles are on the blog."
      next={{ href: routes.blogs, label: 'Browse all posts' }}
    />
  )
}
