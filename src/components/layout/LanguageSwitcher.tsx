'use client'
// The header's language switcher (issue 34): a list with each language written in itself, each link leading to the
// same page in that language where it is translated (docs/decisions/languages.md). The click remembers the choice in a
// cookie; nothing redirects on it. A <details> list, so it needs no script to open.
import { Languages } from 'lucide-react'
import type { MouseEvent } from 'react'

import { htmlLang, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, languageLinks, localeNames, type Locale } from '@/i18n/locales'

function remember(locale: Locale, samePage: boolean, event: MouseEvent<HTMLAnchorElement>) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
  // The same page keeps its query: the filters on /jobs, the role on /join-as-talent.
  if (samePage && window.location.search) event.currentTarget.search = window.location.search
}

export function LanguageSwitcher({ pathname, label }: { pathname: string; label: string }) {
  const links = languageLinks(pathname)
  const current = links.find((link) => link.current) ?? links[0]
  return (
    <details className="group relative" data-testid="language-switcher">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden className="size-5" />
        <span className="sr-only">{label}: </span>
        <span lang={htmlLang[current.locale]} className="sr-only 2xl:not-sr-only">
          {localeNames[current.locale]}
        </span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              lang={htmlLang[link.locale]}
              hrefLang={htmlLang[link.locale]}
              aria-current={link.current ? 'true' : undefined}
              onClick={(event) => remember(link.locale, link.samePage, event)}
              className={
                link.current
                  ? 'block rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700'
                  : 'block rounded-lg px-3 py-2 text-sm text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-500'
              }
            >
              {localeNames[link.locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
