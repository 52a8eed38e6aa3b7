import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AccountSection } from '@/components/account/AccountSection'
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm'
import { DeleteAccount } from '@/components/account/DeleteAccount'
import { MailLanguageChoice } from '@/components/account/MailLanguageChoice'
import { MyApplications } from '@/components/account/MyApplications'
import { RedirectOnLogout } from '@/components/account/RedirectOnLogout'
import { YourConsents } from '@/components/account/YourConsents'
import { CorrectProfile } from '@/components/account/CorrectProfile'
import { YourData } from '@/components/account/YourData'
import { YourPrivacyRequests } from '@/components/account/YourPrivacyRequests'
import { JobAlertControls } from '@/components/jobs/JobAlertControls'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { requireMember } from '@/features/accounts/pageGuards'
import { memberAlerts } from '@/features/jobAlerts/signup'
import { BlogDate } from '@/components/blog/BlogDate'
import { profileSharedWith } from '@/features/clientArea/memberShares'
import { myApplications } from '@/features/pipeline/candidate'
import { consentStates, memberConsents } from '@/features/privacy/consents'
import { memberCandidateProfile } from '@/features/privacy/correction'
import { memberPrivacyRequests } from '@/features/privacy/requests'
import { yourDataSummary } from '@/features/privacy/summary'
import { defaultLocale, locales, localizedPath, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { accountControlTexts, accountFormTexts, accountPrivacyTexts, myApplicationsLabels } from './accountTexts'
import { jobAlertFormLabels } from './jobAlertTexts'

export async function accountMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Account' })
  return {
    ...translatedPageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: routes.account }, locale),
    robots: { index: false },
  }
}

/**
 * Members only: details, my applications, consents (DPDP withdrawal), your data and its download, correcting the
 * candidate profile, data-rights requests, the e-mails' language, change password, delete account (DPDP right to
 * erasure). In English at /account and under /mr and /hi (docs/decisions/languages.md): every section is in the
 * page's language, the applications' stages too; the records shown (file names, e-mail subjects) stay as stored.
 */
export async function AccountPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const member = await requireMember(localizedPath(locale, routes.account))
  const [
    t,
    controls,
    applicationLabels,
    formTexts,
    alertLabels,
    applications,
    alerts,
    shares,
    consents,
    summary,
    profile,
    privacyRequests,
  ] = await Promise.all([
    getTranslations({ locale, namespace: 'Account' }),
    getTranslations({ locale, namespace: 'AccountControls' }),
    myApplicationsLabels(locale),
    accountFormTexts(locale),
    jobAlertFormLabels(locale),
    myApplications(member, locale),
    memberAlerts(member.email, locale),
    profileSharedWith(member),
    memberConsents(member),
    yourDataSummary(member, locale),
    memberCandidateProfile(member),
    memberPrivacyRequests(member),
  ])
  const [controlLabels, privacyLabels] = await Promise.all([accountControlTexts(locale), accountPrivacyTexts(locale)])
  const mailLanguage = locales.find((code) => code === member.language) ?? defaultLocale
  // The dates' language for the browser components; none on the English page, whose props stay as they were.
  const dates = locale === defaultLocale ? undefined : locale
  return (
    <Container className="py-16">
      <RedirectOnLogout />
      <div className="mx-auto max-w-2xl space-y-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
        <AccountSection headingId="details-heading" title={t('details')}>
          <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-ink">{t('name')}</dt>
            <dd className="text-muted">{member.name}</dd>
            <dt className="font-semibold text-ink">{t('email')}</dt>
            <dd className="break-all text-muted">{member.email}</dd>
            <dt className="font-semibold text-ink">{t('age')}</dt>
            <dd className="text-muted">{member.age ?? '—'}</dd>
          </dl>
        </AccountSection>
        <AccountSection id="my-applications" headingId="applications-heading" title={t('applications')}>
          <MyApplications initial={applications} labels={applicationLabels} />
        </AccountSection>
        <AccountSection id="my-job-alerts" headingId="alerts-heading" title={t('alerts')}>
          {alerts.length ? (
            <div className="mt-4 space-y-4">
              {alerts.map((alert) => (
                <JobAlertControls key={alert.id} alert={alert} labels={alertLabels} />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">
              {t.rich('alertsEmpty', {
                link: (chunks) => (
                  <Link href={localizedPath(locale, routes.jobs)} className="font-semibold text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </AccountSection>
        <AccountSection headingId="shared-heading" title={t('shared')}>
          {shares.length ? (
            <ul className="mt-4 divide-y divide-slate-200">
              {shares.map((share) => (
                <li key={share.client} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-semibold text-ink">{share.client}</span>
                  <span className="text-sm text-muted">
                    <BlogDate value={share.at} locale={locale} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('sharedEmpty')}</p>
          )}
        </AccountSection>
        <AccountSection id="your-consents" headingId="consents-heading" title={t('consents')}>
          <p className="mt-2 text-sm text-muted">
            {t.rich('consentsIntro', {
              link: (chunks) => (
                <Link href={localizedPath(locale, routes.privacy)} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <YourConsents initial={consentStates(consents)} labels={controlLabels} locale={dates} />
        </AccountSection>
        <AccountSection id="your-data" headingId="your-data-heading" title={t('yourData')}>
          <p className="mt-2 text-sm text-muted">{t('yourDataIntro')}</p>
          <YourData summary={summary} labels={privacyLabels} controls={controlLabels} locale={dates} />
        </AccountSection>
        <CorrectProfile profile={profile} labels={privacyLabels} />
        <AccountSection id="your-privacy-requests" headingId="privacy-requests-heading" title={t('dataRights')}>
          <p className="mt-2 text-sm text-muted">{t('dataRightsIntro')}</p>
          <YourPrivacyRequests initial={privacyRequests} labels={privacyLabels} locale={dates} />
        </AccountSection>
        <AccountSection id="mail-language" headingId="mail-language-heading" title={controls('mailLanguage')}>
          <p className="mt-2 text-sm text-muted">{controls('mailLanguageIntro')}</p>
          <MailLanguageChoice initial={mailLanguage} labels={controlLabels} />
        </AccountSection>
        <AccountSection headingId="password-heading" title={t('password')}>
          <p className="mt-2 text-sm text-muted">{t('passwordIntro')}</p>
          <div className="mt-4">
            <ChangePasswordForm email={member.email} texts={formTexts} />
          </div>
        </AccountSection>
        <AccountSection headingId="delete-heading" title={t('delete')} danger>
          <p className="mt-2 text-sm text-muted">{t('deleteIntro')}</p>
          <div className="mt-4">
            <DeleteAccount labels={controlLabels} locale={locale} />
          </div>
        </AccountSection>
      </div>
    </Container>
  )
}
