import { AccordionContent, AccordionHeader, AccordionItem, AccordionTrigger } from '@radix-ui/react-accordion'
import { ChevronDown, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { PageHero } from '@/components/page-bands/PageHero'
import { Container } from '@/components/ui/Container'
import type { LegalBlock, LegalDocument } from '@/copy/legal'
import type { SiteSettings } from '@/features/content/types'

import { LegalSections } from './LegalSections'
import { mailtoHref, telHref } from '@/lib/routes'

/** The page's own words, for a policy shown in Marathi or Hindi (English by default). */
export type LegalViewLabels = { eyebrow: string; effectiveDate: ReactNode; onThisPage: string; contactText: string }

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-700">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  )
}

/**
 * A policy page: effective date, quick navigation, one collapsible section per heading, contact details, then `children`.
 * `notice`: a line above the text (a translation's "the English version prevails"). `english`: the texts of a
 * translated document still in English ("summary", "sections.6.body"), marked `lang="en-IN"`.
 */
export function LegalDocumentView({
  document,
  settings,
  labels,
  notice,
  english = [],
  children,
}: {
  document: LegalDocument
  settings: SiteSettings
  labels?: LegalViewLabels
  notice?: ReactNode
  english?: readonly string[]
  children?: ReactNode
}) {
  const phoneHref = telHref(settings.phone)
  const lang = (path: string) => (english.includes(path) ? 'en-IN' : undefined)
  const m = (path: string, text: string) => (lang(path) ? <span lang={lang(path)}>{text}</span> : text)
  return (
    <>
      <PageHero eyebrow={labels?.eyebrow ?? 'Legal'} title={m('title', document.title)} intro={m('summary', document.summary)}>
        <p className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white">
          {labels?.effectiveDate ?? `Effective date: ${document.effectiveDate}`}
        </p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        {notice}
        <p lang={lang('intro')} className="mb-10 max-w-3xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
          {document.intro({ legalName: settings.legalName, companyName: settings.companyName })}
        </p>
        <LegalSections
          nav={document.sections.map(({ id, title }, index) => ({
            id,
            title,
            ...(lang(`sections.${index}.title`) ? { lang: 'en-IN' } : {}),
          }))}
          heading={labels?.onThisPage}
        >
          {document.sections.map((section, index) => (
            <AccordionItem
              key={section.id}
              value={section.id}
              id={section.id}
              data-legal-section=""
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <AccordionHeader asChild>
                <h2>
                  <AccordionTrigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-ink hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500">
                    <span>
                      {index + 1}. {m(`sections.${index}.title`, section.title)}
                    </span>
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-brand-700 transition group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    />
                  </AccordionTrigger>
                </h2>
              </AccordionHeader>
              <AccordionContent lang={lang(`sections.${index}.body`)} className="space-y-4 px-5 pb-6 text-base leading-7 text-slate-700">
                <LegalBlocks blocks={section.content} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </LegalSections>
        <section aria-labelledby="legal-contact" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="legal-contact" className="text-2xl font-bold text-ink">
            {m('contactHeading', document.contactHeading)}
          </h2>
          <p className="mt-2 text-base text-slate-700">
            {labels?.contactText ??
              `Write or call ${settings.legalName}, ${settings.address.city}. Our Grievance Officer can be reached at the same e-mail address.`}
          </p>
          <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:gap-6">
            <li>
              <a
                href={mailtoHref(settings.email)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <Mail aria-hidden className="size-5" />
                {settings.email}
              </a>
            </li>
            <li>
              <a
                href={phoneHref}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <Phone aria-hidden className="size-5" />
                {settings.phone}
              </a>
            </li>
          </ul>
        </section>
        {children}
      </Container>
    </>
  )
}
