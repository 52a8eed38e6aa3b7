import { ArrowRight } from 'lucide-react'

import { SectionFrame } from '@/components/service-sections/SectionFrame'
import { Link } from '@/components/ui/Link'
import { SmartImage } from '@/components/ui/SmartImage'
import { categoryPage } from '@/copy/services'
import type { SubpageSummary } from '@/features/content/types'
import { messages } from '@/lib/messages'
import { subpageHref } from '@/lib/routes'

/** The category's services: 1 column on phones, 2 on medium screens, 4 on large ones. */
export function SubcategoryGrid({ categoryName, services }: { categoryName: string; services: SubpageSummary[] }) {
  return (
    <SectionFrame
      heading={categoryPage.servicesTitle(categoryName)}
      subheading={services.length > 0 ? categoryPage.servicesIntro : undefined}
      headingId="category-services"
    >
      {services.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{messages.noSubcategories}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => {
            const titleId = `subcategory-${service._id}`
            return (
              <li key={service._id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className="relative aspect-[16/10] bg-brand-50">
                  <SmartImage
                    src={service.image}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 16rem, (min-width: 768px) 45vw, 90vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 id={titleId} className="text-lg font-semibold text-ink">
                    {service.title}
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{service.description}</p>
                  <Link
                    href={subpageHref(service.slug)}
                    className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    {categoryPage.learnMore}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </SectionFrame>
  )
}
