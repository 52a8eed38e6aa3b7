import { ArrowRight } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkCard } from '@/components/ui/LinkCard'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SmartImage } from '@/components/ui/SmartImage'
import { homeBlogs } from '@/copy/home'
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
              <LinkCard
                as="article"
                href={blogHref(blog.slug)}
                title={blog.title}
                heading="h3"
                className="shadow-sm hover:border-slate-200"
                bodyClassName="p-6"
                titleClassName="mt-2 text-lg font-semibold text-ink"
                media={
                  <div className="relative aspect-[16/9] bg-brand-50">
                    <SmartImage
                      src={blog.image}
                      alt=""
                      fill
                      sizes="(min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="object-cover"
                    />
                  </div>
                }
                eyebrow={blog.category && <p className="text-sm font-semibold text-brand-700">{blog.category}</p>}
              >
                <p className="mt-3 line-clamp-3 text-base leading-7 text-muted">{blog.summary}</p>
                <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                  {homeBlogs.readMore}
                  <ArrowRight className="size-4" />
                </span>
              </LinkCard>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
