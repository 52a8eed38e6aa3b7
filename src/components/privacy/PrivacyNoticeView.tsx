// The privacy notice in force in one language, with the list of every version (docs/decisions/privacy.md, "Privacy
// notices"): /privacy-policy, /mr/privacy-policy and /hi/privacy-policy. Each version has its own link
// (#<version>); an earlier one opens in place. `children`: what the page adds after it (the Grievance Officer, the form).
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LegalBlocks, LegalDocumentView } from '@/components/legal/LegalDocumentView'
import type { LegalDocument } from '@/copy/legal'
import type { SiteSettings } from '@/features/content/types'
import { parseNoticeText } from '@/features/privacy/noticeText'
import type { PrivacyNotice } from '@/features/privacy/notices'
import { htmlLang, intlLocale, type Locale } from '@/i18n/locales'

const noticeDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  )

export async function PrivacyNoticeView({
  notices,
  locale,
  settings,
  children,
}: {
  /** Newest first: the first is in force. */
  notices: PrivacyNotice[]
  locale: Locale
  settings: SiteSettings
  children?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  const names = { legalName: settings.legalName, companyName: settings.companyName }
  const [inForce] = notices
  const parsed = parseNoticeText(inForce.texts[locale], names)
  const effective = noticeDate(inForce.publishedAt, locale)
  const document: LegalDocument = {
    title: t('title'),
    effectiveDate: effective,
    summary: t('summary'),
    contactHeading: t('contactHeading'),
    intro: () => parsed.intro.join(' '),
    sections: parsed.sections,
  }
  const labels = {
    eyebrow: t('eyebrow'),
    effectiveDate: t('effectiveDate', { date: effective }),
    onThisPage: t('onThisPage'),
    contactText: t('contactText', { legalName: settings.legalName, city: settings.address.city }),
  }
  // Staff write the summary of changes in English only.
  const englishLang = locale === 'en' ? undefined : htmlLang.en
  return (
    <LegalDocumentView document={document} settings={settings} labels={labels}>
      <section aria-labelledby="notice-versions" className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="notice-versions" className="text-2xl font-bold text-ink">
          {t('versionsHeading')}
        </h2>
        <p className="mt-2 text-base text-slate-700">{t('versionsIntro')}</p>
        <ol className="mt-5 divide-y divide-slate-200">
          {notices.map((notice, index) => {
            const from = noticeDate(notice.publishedAt, locale)
            const when =
              index === 0
                ? t('versionInForce', { date: from })
                : t('versionEarlier', { from, until: noticeDate(notices[index - 1].publishedAt, locale) })
            return (
              <li key={notice.version} id={notice.version} data-testid="notice-version" className="scroll-mt-24 py-4">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <a href={`#${notice.version}`} className="font-semibold text-brand-700 underline underline-offset-4">
                    {notice.version}
                  </a>
                  <span className="text-sm text-slate-700">{when}</span>
                </p>
                <p className="mt-1 text-base text-slate-700" lang={englishLang}>
                  {notice.changes}
                </p>
                {index > 0 && (
                  <EarlierVersion notice={notice} locale={locale} names={names} summary={t('readVersion', { version: notice.version })} />
                )}
              </li>
            )
          })}
        </ol>
      </section>
      {children}
    </LegalDocumentView>
  )
}

function EarlierVersion({
  notice,
  locale,
  names,
  summary,
}: {
  notice: PrivacyNotice
  locale: Locale
  names: { legalName: string; companyName: string }
  summary: string
}) {
  const parsed = parseNoticeText(notice.texts[locale], names)
  return (
    <details className="mt-3 rounded-xl border border-slate-200 px-4 py-2">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">{summary}</summary>
      <div className="space-y-4 pb-4 text-base leading-7 text-slate-700">
        {parsed.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {parsed.sections.map((section, index) => (
          <div key={section.id} className="space-y-3">
            <h3 className="text-lg font-semibold text-ink">
              {index + 1}. {section.title}
            </h3>
            <LegalBlocks blocks={section.content} />
          </div>
        ))}
      </div>
    </details>
  )
}
