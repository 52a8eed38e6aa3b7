import { ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SmartImage } from '@/components/ui/SmartImage'
import { homeBlogs } from '@/content/home'
import type { Blog } from '@/features/content/types'
import { blogHref, blogsHref } from '@/lib/routes'

export function LatestBlogs({ blogs }: { blogs: Blog[] }) {
  return (
    <section aria-labelledby="home-latest-blogs" className="py-20">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="home-latest-blogs" title={homeBlogs.title} intro={homeBlogs.intro} />
          <Link
            href={blogsHref()}
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500 sm:self-auto"
          >
            {homeBlogs.allPosts}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {blogs.map((blog) => (
            <li key={blog._id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500">
                <div className="relative aspect-[16/9] bg-brand-50">
                  <SmartImage
                    src={blog.image}
                    alt=""
                    fill
                    sizes="(min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  {blog.category && <p className="text-sm font-semibold text-brand-700">{blog.category}</p>}
                  <h3 className="mt-2 text-lg font-semibold text-ink">
                    {/* The link covers the card through ::after so the whole card is clickable. */}
                    <Link href={blogHref(blog.slug)} className="outline-none group-hover:text-brand-700 after:absolute after:inset-0">
                      {blog.title}
                    </Link>
                  </h3>
                  <p className="mt-3 line-clamp-3 text-base leading-7 text-muted">{blog.summary}</p>
                  <span aria-hidden className="mt-auto inline-flex pt-4 items-center gap-1 text-sm font-semibold text-brand-700">
                    {homeBlogs.readMore}
                    <ArrowRight className="size-4" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
