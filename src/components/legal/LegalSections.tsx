'use client'
// Collapsible policy sections with a quick-navigation list. A link to "#section-id" (from the list,
// another page or the address bar) opens that section as well as jumping to it.
import * as Accordion from '@radix-ui/react-accordion'
import { useEffect, useState, type ReactNode } from 'react'

import { sectionIdFromHash, withSectionOpen } from './sectionHash'

/** `lang`: a title shown in English on a translated page. */
export type LegalNavEntry = { id: string; title: string; lang?: string }

export function LegalSections({
  nav,
  heading = 'On this page',
  children,
}: {
  nav: LegalNavEntry[]
  heading?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState<string[]>([])
  const idList = nav.map((entry) => entry.id).join(' ')

  useEffect(() => {
    const ids = idList.split(' ')
    const openFromHash = () => {
      const id = sectionIdFromHash(window.location.hash, ids)
      if (!id) return
      setOpen((current) => withSectionOpen(current, id))
      // The site scrolls to the top on route changes; jump again once the section has opened.
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }))
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [idList])

  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-labelledby="legal-quick-nav" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="legal-quick-nav" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {heading}
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
          {nav.map((entry, index) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                // A repeated click on the same link fires no hashchange, so open the section here too.
                onClick={() => setOpen((current) => withSectionOpen(current, entry.id))}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <span aria-hidden className="w-5 shrink-0 text-right font-semibold text-brand-700">
                  {index + 1}.
                </span>
                {entry.lang ? <span lang={entry.lang}>{entry.title}</span> : entry.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="space-y-3">
        {children}
      </Accordion.Root>
    </div>
  )
}
