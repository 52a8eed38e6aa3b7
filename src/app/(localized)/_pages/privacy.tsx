import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GrievanceContact, privacyLinkClass } from '@/components/privacy/GrievanceContact'
import { PrivacyNoticeView } from '@/components/privacy/PrivacyNoticeView'
import { PrivacyRequestForm } from '@/components/privacy/PrivacyRequestForm'
import { Link } from '@/components/ui/Link'
import { getSiteSettingsIn } from '@/features/content/queries'
import { listPrivacyNotices } from '@/features/privacy/noticeQueries'
import { GRIEVANCE_DAYS } from '@/features/privacy/options'
import { grievanceOfficer } from '@/features/privacy/settings'
import { localizedPath, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { privacyRequestFormTexts } from './privacyFormTexts'

export async function localizedPrivacyMetadata(locale: TranslatedLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  return translatedPageMetadata({ title: t('title'), description: t('summary'), path: routes.privacy }, locale)
}

/**
 * /privacy-policy in Marathi or Hindi (docs/decisions/privacy.md, "Privacy notices"): the notice in force in that
 * language with every version, the Grievance Officer, and the form to ask about one's data in the language (its
 * answers too: the form sends the page's Accept-Language).
 */
export async function LocalizedPrivacyPage({ locale }: { locale: TranslatedLocale }) {
  setRequestLocale(locale)
  const [t, form, formTexts, settings, officer, notices] = await Promise.all([
    getTranslations({ locale, namespace: 'Privacy' }),
    getTranslations({ locale, namespace: 'PrivacyRequestForm' }),
    privacyRequestFormTexts(locale),
    // The city in the contact sentence in the language, where staff wrote it (docs/decisions/languages.md, "Site settings").
    getSiteSettingsIn(locale),
    grievanceOfficer(),
    listPrivacyNotices(),
  ])
  return (
    <PrivacyNoticeView notices={notices} locale={locale} settings={settings}>
      <section aria-labelledby="grievance-officer" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="grievance-officer" className="text-2xl font-bold text-ink">
          {t('grievanceHeading')}
        </h2>
        <p className="mt-2 text-base text-slate-700">
          {t.rich('grievanceText', {
            days: GRIEVANCE_DAYS,
            name: officer.name ?? t('grievanceFallbackName', { legalName: settings.legalName }),
            strong: (chunks) => (
              <strong className="text-ink" data-testid="grievance-officer-name">
                {chunks}
              </strong>
            ),
          })}
        </p>
        <GrievanceContact officer={officer} noContact={t('grievanceContactAbove')} />
      </section>
      <section aria-labelledby="privacy-request" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="privacy-request" className="text-2xl font-bold text-ink">
          {t('requestHeading')}
        </h2>
        <p className="mt-2 text-base text-slate-700">
          {form.rich('intro', {
            link: (chunks) => (
              <Link href={localizedPath(locale, routes.account)} className={privacyLinkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
        <div className="mt-6 max-w-xl">
          <PrivacyRequestForm texts={formTexts} />
        </div>
      </section>
    </PrivacyNoticeView>
  )
}
