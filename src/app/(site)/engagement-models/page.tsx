import { EngagementModelCards } from '@/components/engagement/EngagementModelCards'
import { EngagementModelTable } from '@/components/engagement/EngagementModelTable'
import { PaymentTerms } from '@/components/engagement/PaymentTerms'
import { CtaBand } from '@/components/page-bands/CtaBand'
import { PageHero } from '@/components/page-bands/PageHero'
import { PageBand } from '@/components/page-bands/PageBand'
import { JsonLd } from '@/components/seo/JsonLd'
import { engagementModels, engagementModelsPage as page } from '@/copy/engagementModels'
import { env } from '@/lib/env'
import { breadcrumbJsonLd } from '@/components/seo/structuredData'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: routes.engagementModels })

const breadcrumbs = [
  { name: 'Home', path: routes.home },
  { name: 'Services', path: routes.services },
  { name: page.title, path: routes.engagementModels },
]

export default function EngagementModelsPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.headline} intro={page.intro} breadcrumbs={breadcrumbs} />
      <PageBand id="at-a-glance" title={page.glanceTitle} intro={page.glanceIntro}>
        <EngagementModelTable models={engagementModels} />
      </PageBand>
      <PageBand id="models" title={page.detailTitle} tinted>
        <EngagementModelCards models={engagementModels} />
      </PageBand>
      <PageBand id="paying" title={page.paymentTitle}>
        <PaymentTerms />
      </PageBand>
      <CtaBand
        id="engagement-closing"
        headline={page.closing.headline}
        subtext={page.closing.subtext}
        links={[{ text: page.closing.action, href: routes.teamUpRequest }]}
      />
      <JsonLd data={breadcrumbJsonLd(breadcrumbs, env().SITE_URL)} />
    </>
  )
}
