import { getTranslations } from 'next-intl/server'

import type { OpeningsLabels } from '@/components/jobs/openingsLabels'
import { EMPLOYMENT_TYPES, SALARY_UNITS, WORK_MODES } from '@/features/openings/options'
import { defaultLocale, intlLocale, type Locale } from '@/i18n/locales'

/**
 * The roles list's texts in `locale`, for the client components (components/jobs/openingsLabels.ts); none in English,
 * where those components write their own.
 */
export async function openingsLabels(locale: Locale): Promise<OpeningsLabels | undefined> {
  if (locale === defaultLocale) return undefined
  const [t, type, mode, numbers] = await Promise.all([
    getTranslations({ locale, namespace: 'Openings' }),
    getTranslations({ locale, namespace: 'EmploymentType' }),
    getTranslations({ locale, namespace: 'WorkMode' }),
    getTranslations({ locale, namespace: 'Numbers' }),
  ])
  return {
    lang: intlLocale[locale],
    prefix: `/${locale}`,
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    count: t.raw('count') as string,
    pillar: t('pillar'),
    allPillars: t('allPillars'),
    type: t('type'),
    allTypes: t('allTypes'),
    mode: t('mode'),
    allModes: t('allModes'),
    clear: t('clear'),
    heading: t('heading'),
    empty: t('empty'),
    status: t.raw('status') as string,
    emptyIntro: t('emptyIntro'),
    join: t('join'),
    followRss: t('followRss'),
    hybrid: t('hybrid'),
    posted: t.raw('posted') as string,
    types: Object.fromEntries(EMPLOYMENT_TYPES.map(({ value }) => [value, type(value)])),
    modes: Object.fromEntries(WORK_MODES.map(({ value }) => [value, mode(value)])),
    numbers: {
      lang: intlLocale[locale],
      units: Object.fromEntries(SALARY_UNITS.map(({ value }) => [value, numbers(`units.${value}`)])),
      experienceFresher: numbers('experienceFresher'),
      experiencePlus: numbers.raw('experiencePlus') as string,
      experienceOne: numbers('experienceOne'),
      experienceExact: numbers.raw('experienceExact') as string,
      experienceRange: numbers.raw('experienceRange') as string,
    },
  }
}
