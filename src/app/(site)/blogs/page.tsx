import { BlogCard } from '@/components/blog/BlogCard'
import { BlogExplorer } from '@/components/blog/BlogExplorer'
import { Container } from '@/components/ui/Container'
import { DEFAULT_BLOG_LIST_STATE } from '@/features/content/blogListParams'
import { listBlogCategoryNames, listBlogs } from '@/features/content/queries'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: messages.blogsTitle,
  description:
    'Practical articles on hiring, careers, technology and AI for Pune startups, small firms, students and women returning to work.',
  path: routes.blogs,
})

export default async function BlogsPage() {
  const { page, category, search } = DEFAULT_BLOG_LIST_STATE
  // Page 1 of all posts is rendered on the server, so the first paint (and search engines) see real posts.
  const [initialPage, initialCategories] = await Promise.all([listBlogs({ page, category, searchTerm: search }), listBlogCategoryNames()])
  return (
    <>
      <section aria-labelledby="blogs-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-16 pb-10 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Blog</p>
          <h1 id="blogs-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {messages.blogsTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Field notes from our recruiters, trainers and engineers in Pune: how startups hire well, how talent finds the right next step,
            and how small teams put technology and AI to work.
          </p>
        </Container>
      </section>
      <Container className="pb-20">
        {/* Rendered here as page 1 of all posts; the URL's page and filters are read in the browser, so the page stays static. */}
        <BlogExplorer
          initialPage={initialPage}
          initialCards={initialPage.blogs.map((post, index) => (
            <BlogCard key={post._id} post={post} aboveTheFold={index < 3} />
          ))}
          initialCategories={initialCategories}
        />
      </Container>
    </>
  )
}
