import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GrievanceContact, privacyLinkClass } from '@/components/privacy/GrievanceContact'
import { PrivacyNoticeView } from '@/components/privacy/PrivacyNoticeView'
import { Link } from '@/components/ui/Link'
import { getSiteSettingsIn } from '@/features/content/queries'
import { listPrivacyNotices } from '@/features/privacy/noticeQueries'
import { GRIEVANCE_DAYS } from '@/features/privacy/options'
import { grievanceOfficer } from '@/features/privacy/settings'
import { htmlLang, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'

export async function localizedPrivacyMetadata(locale: TranslatedLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  return translatedPageMetadata({ title: t('title'), description: t('summary'), path: routes.privacy }, locale)
}

/**
 * /privacy-policy in Marathi or Hindi (docs/decisions/privacy.md, "Privacy notices"): the notice in force in that
 * language with every version, the Grievance Officer; the form to ask about one's data stays on the English page
 * for now (a note links to it).
 */
export async function LocalizedPrivacyPage({ locale }: { locale: TranslatedLocale }) {
  setRequestLocale(locale)
  const [t, settings, officer, notices] = await Promise.all([
    getTranslations({ locale, namespace: 'Privacy' }),
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
        <EnglishNote className="mt-4">
          {t.rich('requestNote', {
            link: (chunks) => (
              <Link href={`${routes.privacy}#privacy-request`} hrefLang={htmlLang.en} className={privacyLinkClass}>
                {chunks}
              </Link>
            ),
          })}
        </EnglishNote>
      </section>
    </PrivacyNoticeView>
  )
}
