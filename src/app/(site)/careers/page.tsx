import { CareersPage } from '@/app/(localized)/_pages/careers'
import { careersPage } from '@/copy/careers'
import type { LocalizedCareers } from '@/copy/localized'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/careers, /hi/careers; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({
  title: careersPage.metaTitle,
  description: careersPage.metaDescription,
  path: routes.careers,
})

/** The English page's copy, with the texts of its open roles section (the translations carry their own). */
const careersEnglish: LocalizedCareers = {
  ...careersPage,
  openings: {
    title: 'Open roles right now',
    intro: (count) => `${count === 1 ? '1 open role' : `${count} open roles`} with our team and the Pune firms we hire for. The newest:`,
    none: 'No roles are open at the moment. Join our talent network and we will contact you when one fits.',
    seeAll: 'See all open roles',
  },
  // The testimonials are in the page's own language: no note.
  testimonialsInEnglish: '',
}

export default function Page() {
  return <CareersPage locale="en" copy={careersEnglish} />
}
