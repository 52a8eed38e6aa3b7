// The fixed texts of the roles list, its filters and cards in a Marathi or Hindi page (i18n/messages, "Openings"),
// handed from the server to these client components as plain strings; the English pages pass none and keep the
// components' own English (docs/decisions/languages.md). `{count}`, `{page}`, `{pages}`, `{when}` are filled in here.
import type { NumberWords } from '@/features/openings/format'

export type OpeningsLabels = {
  /** Intl's locale of the page, for dates and "3 days ago" (i18n/locales.ts intlLocale). */
  lang: string
  /** The language's prefix, `/mr`. */
  prefix: string
  searchLabel: string
  searchPlaceholder: string
  count: string
  pillar: string
  allPillars: string
  type: string
  allTypes: string
  mode: string
  allModes: string
  clear: string
  heading: string
  empty: string
  status: string
  emptyIntro: string
  join: string
  followRss: string
  hybrid: string
  posted: string
  types: Record<string, string>
  modes: Record<string, string>
  /** Pay and experience in the page's language (features/openings/format.ts). */
  numbers: NumberWords
}

export { fillText as fill } from '@/lib/fillText'
