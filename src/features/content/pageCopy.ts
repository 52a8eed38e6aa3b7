// The Careers page's and the Terms' code copy in the CMS's shape: the seed's first texts (globals `careers-page` and `terms`;
// docs/decisions/languages.md, "Careers and Terms in the CMS"): the code copy the pages showed before, in English
// (src/copy/careers.ts, legal.ts), Marathi and Hindi (src/copy/mr, src/copy/hi), with each business figure turned back
// into its placeholder, so the pages render the same words as before and the figures stay the constants'.
import { careersPage } from '@/copy/careers'
import { careersHi } from '@/copy/hi/careers'
import { termsHi } from '@/copy/hi/terms'
import { termsOfService, type LegalDocument } from '@/copy/legal'
import { careersMr } from '@/copy/mr/careers'
import { termsMr } from '@/copy/mr/terms'
import { toPlaceholders } from '@/features/content/pageFigures'
import { legalBody, type CareersFigure } from '@/features/content/pageTranslations'

type Language = 'en' | 'mr' | 'hi'

/** Each language's own words for the onboarding range, found whole so its 1 and 6 become the placeholders. */
const onboardingPhrases: Record<Language, [string, string][]> = {
  en: [['1 day to 6 months', '{onboardingMinDays} day to {onboardingMaxMonths} months']],
  mr: [['1 दिवसापासून 6 महिन्यांपर्यंत', '{onboardingMinDays} दिवसापासून {onboardingMaxMonths} महिन्यांपर्यंत']],
  hi: [['1 दिन से 6 महीने तक', '{onboardingMinDays} दिन से {onboardingMaxMonths} महीने तक']],
}

/** The English copy's figures in their order on the page. */
const figureOrder: CareersFigure[] = ['candidatesTrained', 'womenReturnersCareers', 'clientRetention', 'industries']

type CareersCopy = Omit<typeof careersPage, never> | typeof careersMr

function careersData(copy: CareersCopy, language: Language) {
  const t = (text: string) => toPlaceholders(text, onboardingPhrases[language])
  const cards = (items: readonly { title: string; description: string }[]) =>
    items.map(({ title, description }) => ({ title: t(title), description: t(description) }))
  return {
    metaTitle: t(copy.metaTitle),
    metaDescription: t(copy.metaDescription),
    hero: { eyebrow: t(copy.hero.eyebrow), title: t(copy.hero.title), lead: t(copy.hero.lead), action: t(copy.hero.action) },
    mission: { title: t(copy.mission.title), text: t(copy.mission.text), values: cards(copy.mission.values) },
    pathways: { title: t(copy.pathways.title), intro: t(copy.pathways.intro), items: cards(copy.pathways.items) },
    life: { title: t(copy.life.title), text: t(copy.life.text), highlights: copy.life.highlights.map((text) => ({ text: t(text) })) },
    perks: { title: t(copy.perks.title), items: cards(copy.perks.items) },
    impact: {
      title: t(copy.impact.title),
      figures: copy.impact.figures.map(({ label }, index) => ({ figure: figureOrder[index], label: t(label) })),
    },
    closing: { title: t(copy.closing.title), text: t(copy.closing.text), action: t(copy.closing.action) },
  }
}

function termsData(document: LegalDocument, language: Language) {
  const t = (text: string) => toPlaceholders(text, onboardingPhrases[language])
  return {
    title: t(document.title),
    effectiveDate: document.effectiveDate,
    summary: t(document.summary),
    contactHeading: t(document.contactHeading),
    intro: t(document.intro({ legalName: '{legalName}', companyName: '{companyName}' })),
    sections: document.sections.map(({ id, title, content }) => ({ anchor: id, title: t(title), body: t(legalBody(content)) })),
  }
}

export const careersSeed = {
  en: careersData(careersPage, 'en'),
  mr: careersData(careersMr, 'mr'),
  hi: careersData(careersHi, 'hi'),
}

export const termsSeed = {
  en: termsData(termsOfService, 'en'),
  mr: termsData(termsMr.document, 'mr'),
  hi: termsData(termsHi.document, 'hi'),
}
