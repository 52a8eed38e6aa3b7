import { Accordion, AccordionContent, AccordionHeader, AccordionItem, AccordionTrigger } from '@radix-ui/react-accordion'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@radix-ui/react-tabs'
import { ChevronDown } from 'lucide-react'

import { LinkButton } from '@/components/ui/LinkButton'
import type { FaqAudience } from '@/copy/faqs'

/**
 * One tab per audience; inside, one accordion per category whose questions open and close independently. A category
 * without questions is left out (its heading id keeps its place); a text shown in English on a Marathi or Hindi page
 * carries its `lang`.
 */
export function FaqTabs({ audiences, label }: { audiences: FaqAudience[]; label: string }) {
  return (
    <Tabs defaultValue={audiences[0]?.id}>
      <TabsList aria-label={label} className="inline-flex flex-wrap gap-2 rounded-full bg-brand-50 p-1.5">
        {audiences.map((audience) => (
          <TabsTrigger
            key={audience.id}
            value={audience.id}
            className="min-h-11 rounded-full px-5 text-sm font-semibold text-brand-800 hover:bg-white focus-visible:outline-3 focus-visible:outline-accent-500 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {audience.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {audiences.map((audience) => (
        <TabsContent key={audience.id} value={audience.id} className="mt-8 focus-visible:outline-3 focus-visible:outline-accent-500">
          <p className="max-w-3xl text-lg text-muted">{audience.intro}</p>
          <div className="mt-10 space-y-12">
            {audience.categories.map((category, categoryIndex) => {
              const headingId = `${audience.id}-category-${categoryIndex}`
              if (!category.items.length) return null
              return (
                <section key={category.title} aria-labelledby={headingId}>
                  <h2 id={headingId} className="text-2xl font-bold text-ink">
                    {category.title}
                  </h2>
                  <Accordion type="multiple" className="mt-5 space-y-3">
                    {category.items.map((item) => (
                      <AccordionItem
                        key={item.question}
                        value={item.question}
                        className="rounded-2xl border border-slate-200 bg-white shadow-sm"
                      >
                        <AccordionHeader>
                          <AccordionTrigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 sm:text-lg">
                            <span lang={item.questionLang}>{item.question}</span>
                            <ChevronDown
                              aria-hidden
                              className="size-5 shrink-0 text-brand-700 transition group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                            />
                          </AccordionTrigger>
                        </AccordionHeader>
                        <AccordionContent lang={item.answerLang} className="px-5 pb-5 text-base leading-7 text-slate-700">
                          {item.answer}
                        </AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                </section>
              )
            })}
          </div>
          <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="text-xl font-semibold text-ink">{audience.closing.text}</p>
            <LinkButton href={audience.closing.link.href} hrefLang={audience.closing.link.hrefLang}>
              {audience.closing.link.text}
            </LinkButton>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  )
}
