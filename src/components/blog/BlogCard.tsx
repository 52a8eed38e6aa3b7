import { Link } from '@/components/ui/Link'
import { SmartImage } from '@/components/ui/SmartImage'
import type { Blog } from '@/features/content/types'
import { messages } from '@/lib/messages'
import { blogHref } from '@/lib/routes'

import { BlogDate } from './BlogDate'

/** One post in the blog grid: image (or the fallback), title, summary, tags and "Read More". The first row's images load eagerly. */
export function BlogCard({ post, aboveTheFold = false }: { post: Blog; aboveTheFold?: boolean }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition motion-safe:hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[16/9] bg-brand-50">
        <SmartImage
          src={post.image}
          alt=""
          fill
          loading={aboveTheFold ? 'eager' : 'lazy'}
          sizes="(min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-brand-700">
          {post.category && <span className="tracking-wide uppercase">{post.category}</span>}
          {post.category && post.publishedAt && <span aria-hidden>·</span>}
          <BlogDate value={post.publishedAt} className="font-medium text-muted" />
        </p>
        <h3 className="mt-2 text-lg leading-snug font-semibold text-ink">{post.title}</h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted">{post.summary}</p>
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <Link
          href={blogHref(post.slug)}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          {messages.blogReadMore}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden>→</span>
        </Link>
      </div>
    </article>
  )
}
