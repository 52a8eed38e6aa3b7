import { PageHero } from '@/components/page-bands/PageHero'
import { industryIcons } from '@/components/industries/industryIcons'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { industries, industriesPage } from '@/copy/industries'
import { industryHref, routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: industriesPage.title, description: industriesPage.description, path: routes.industries })

export default function IndustriesPage() {
  return (
    <>
      <PageHero eyebrow={industriesPage.eyebrow} title={industriesPage.headline} intro={industriesPage.intro} />
      <section aria-labelledby="playbook-list" className="py-14 sm:py-20">
        <Container>
          <h2 id="playbook-list" className="sr-only">
            All playbooks
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {industries.map((industry) => {
              const Icon = industryIcons[industry.slug]
              const headingId = `playbook-${industry.slug}`
              return (
                <li key={industry.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 id={headingId} className="mt-5 text-xl font-bold text-ink">
                    {industry.name}
                  </h3>
                  <p className="mt-2 flex-1 text-base leading-7 text-muted">{industry.summary}</p>
                  {/* The visible name is the spec's "View Playbook"; the card title is its description. */}
                  <LinkButton
                    href={industryHref(industry.slug)}
                    variant="secondary"
                    className="mt-6 self-start"
                    aria-describedby={headingId}
                  >
                    View Playbook
                  </LinkButton>
                </li>
              )
            })}
          </ul>
        </Container>
      </section>
    </>
  )
}
