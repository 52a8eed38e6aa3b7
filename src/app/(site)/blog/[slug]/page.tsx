import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { BlogBody } from '@/components/blog/BlogBody'
import { BlogDate } from '@/components/blog/BlogDate'
import { ShareLinks } from '@/components/blog/ShareLinks'
import { JsonLd } from '@/components/seo/JsonLd'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { SmartImage } from '@/components/ui/SmartImage'
import { hasBlogBody, splitBlogBody } from '@/features/content/blogBody'
import { getBlogDraftForStaff } from '@/features/content/blogPreview'
import { getBlogBySlug, getSiteSettings } from '@/features/content/queries'
import { env } from '@/lib/env'
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/components/seo/structuredData'
import { messages } from '@/lib/messages'
import { absoluteUrl, blogHref, routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// Posts come from the CMS: each is rendered on its first request, then served from the cache until edited.
export const generateStaticParams = (): Promise<{ slug: string }[]> => Promise.resolve([])

/** In draft mode (turned on for staff by the admin's "Preview"), staff see the latest draft; everyone else the published post. */
async function loadPost(slug: string) {
  if ((await draftMode()).isEnabled) {
    const draft = await getBlogDraftForStaff(await headers(), slug)
    if (draft) return draft
  }
  return getBlogBySlug(slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await loadPost(slug)
  if (!post) return { title: messages.blogNotFound, robots: { index: false } }
  return pageMetadata({ title: post.title, description: post.summary, path: blogHref(post.slug), image: post.image, type: 'article' })
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const [post, settings] = await Promise.all([loadPost(slug), getSiteSettings()])
  if (!post) notFound()

  const { SITE_URL } = env()
  const path = blogHref(post.slug)
  const withBody = hasBlogBody(post.body)
  const breadcrumbs = [
    { name: 'Home', path: routes.home },
    { name: 'Blog', path: routes.blogs },
    { name: post.title, path },
  ]

  return (
    <article className="pb-20">
      <JsonLd data={[blogPostingJsonLd(post, settings, SITE_URL), breadcrumbJsonLd(breadcrumbs, SITE_URL)]} />
      <Container className="max-w-4xl pt-10 sm:pt-14">
        <Breadcrumbs trail={breadcrumbs} />
        <header className="mt-4">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-brand-700">
            {post.category && <span className="tracking-wide uppercase">{post.category}</span>}
            {post.category && post.publishedAt && <span aria-hidden>·</span>}
            <BlogDate value={post.publishedAt} className="font-medium text-muted" />
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{post.title}</h1>
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </header>
        <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-3xl bg-brand-50">
          <SmartImage src={post.image} alt="" fill priority sizes="(min-width: 1024px) 56rem, 100vw" className="object-cover" />
        </div>
      </Container>

      <Container className="mt-10 max-w-3xl">
        {/* With no body the summary is the body (spec), so it is not repeated as the lead. */}
        {withBody && <p className="text-xl leading-8 font-medium text-ink">{post.summary}</p>}
        <div className={withBody ? 'mt-10' : undefined}>
          <BlogBody parts={splitBlogBody(post.body, post.summary)} />
        </div>

        <aside aria-labelledby="post-contact-title" className="mt-14 rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
          <h2 id="post-contact-title" className="text-2xl font-semibold">
            Want to talk this through with our team?
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">
            Whether you are hiring in Pune or planning your next career step, our recruiters and consultants reply within one working day.
          </p>
          <LinkButton href={routes.contact} variant="light" className="mt-6">
            Contact us
          </LinkButton>
        </aside>

        <div className="mt-12 flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
          <ShareLinks url={absoluteUrl(path, SITE_URL)} title={post.title} />
          <LinkButton href={routes.blogs} variant="secondary">
            ← All posts
          </LinkButton>
        </div>
      </Container>
    </article>
  )
}
