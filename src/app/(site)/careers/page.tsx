import { CareersPage, careersMetadata } from '@/app/(localized)/_pages/careers'
import type { CareersLabels } from '@/copy/localized'

// Also in Marathi and Hindi (/mr/careers, /hi/careers; docs/decisions/languages.md): the same alternates in <head>.
export const generateMetadata = () => careersMetadata('en')

/** The texts of the English page's open roles section (the translations carry their own). */
const careersEnglish: CareersLabels = {
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
  return <CareersPage locale="en" labels={careersEnglish} />
}
