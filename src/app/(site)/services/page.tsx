import { ServicesExplorer } from '@/components/services/ServicesExplorer'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { servicesPage } from '@/content/services'
import { listCategories, listSubpages } from '@/features/content/queries'
import { orderServicesByCategory } from '@/features/content/serviceFilter'
import type { CategorySummary, SubpageSummary } from '@/features/content/types'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: 'Services', description: servicesPage.metaDescription, path: routes.services })

async function loadServices(): Promise<{ categories: CategorySummary[]; services: SubpageSummary[] } | null> {
  try {
    const [categories, services] = await Promise.all([listCategories(), listSubpages()])
    return { categories, services }
  } catch (error) {
    console.error('Failed to load services', error)
    return null
  }
}

export default async function ServicesPage() {
  const loaded = await loadServices()
  const categoryNames = loaded ? loaded.categories.map((category) => category.name) : []
  return (
    <>
      <section aria-labelledby="services-title" className="bg-brand-50">
        <Container className="py-14 sm:py-20">
          <SectionHeading as="h1" id="services-title" eyebrow={servicesPage.eyebrow} title={servicesPage.title} intro={servicesPage.intro} />
        </Container>
      </section>
      <Container className="py-12">
        {loaded ? (
          <ServicesExplorer
            categoryNames={categoryNames}
            // Only what a card shows crosses to the client.
            services={orderServicesByCategory(loaded.services, categoryNames).map(({ _id, title, slug, description, image, category }) => ({
              _id,
              title,
              slug,
              description,
              image,
              category: { name: category.name },
            }))}
          />
        ) : (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            {messages.servicesFailed}
          </p>
        )}
      </Container>
    </>
  )
}
