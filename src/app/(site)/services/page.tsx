import { ServicesExplorer } from '@/components/services/ServicesExplorer'
import { servicePicture } from '@/components/services/servicePicture'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { engagementModelsPage } from '@/copy/engagementModels'
import { servicesPage } from '@/copy/services'
import { listCategories, listServices } from '@/features/content/queries'
import { orderServicesByCategory } from '@/features/content/serviceFilter'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Services',
  description: servicesPage.metaDescription,
  path: routes.services,
})

export default async function ServicesPage() {
  // A failure is not caught here: Next keeps serving the last good page, and error.tsx answers only when there is none.
  const [categories, services] = await Promise.all([listCategories(), listServices()])
  const categoryNames = categories.map((category) => category.name)
  return (
    <>
      <section aria-labelledby="services-title" className="bg-brand-50">
        <Container className="py-14 sm:py-20">
          <SectionHeading
            as="h1"
            id="services-title"
            eyebrow={servicesPage.eyebrow}
            title={servicesPage.title}
            intro={servicesPage.intro}
          />
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 text-muted">
            {engagementModelsPage.servicesLink.lead}
            <LinkButton href={routes.engagementModels} variant="secondary">
              {engagementModelsPage.servicesLink.text}
            </LinkButton>
          </p>
        </Container>
      </section>
      <Container className="py-12">
        <ServicesExplorer
          categoryNames={categoryNames}
          // Only what a card shows crosses to the client.
          services={orderServicesByCategory(services, categoryNames).map(({ _id, title, slug, description, image, category }) => ({
            _id,
            title,
            slug,
            description,
            category: { name: category.name },
            picture: servicePicture(image),
          }))}
        />
      </Container>
    </>
  )
}
