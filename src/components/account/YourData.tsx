// "Your data" on /account (docs/decisions/privacy.md, "Your data"): a summary of what the agency holds about the
// member, and the button that e-mails them a download of all of it.
import type { ReactNode } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import type { DataSummary } from '@/features/privacy/summary'
import type { Locale } from '@/i18n/locales'

import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'

import { accountPrivacyLabels, profileFieldKey, type AccountPrivacyLabels } from './accountPrivacyTexts'
import { purposeLabelKey, type AccountControlLabels } from './accountControlTexts'
import { DownloadYourData } from './DownloadYourData'
import { fill } from './formTexts'

function Part({ title, empty, children }: { title: string; empty: string; children: ReactNode | null }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      {children ?? <p className="mt-1 text-sm text-muted">{empty}</p>}
    </div>
  )
}

const listClass = 'mt-1 space-y-1 text-sm text-muted'

/**
 * `labels`, `controls`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. The
 * stages come in the page's language with the summary; the records themselves (file names, e-mail subjects, the
 * "Also" counts) stay as they are stored. `locale`: the dates' language (English when left out).
 */
export function YourData({
  summary,
  labels,
  controls,
  locale,
}: {
  summary: DataSummary
  labels?: AccountPrivacyLabels
  controls?: AccountControlLabels
  locale?: Locale
}) {
  const { profile, applications, resumes, consents, shares, mails, other } = summary
  const t = (key: keyof AccountPrivacyLabels) => labels?.[key] ?? accountPrivacyLabels[key]
  const fieldLabel = (label: string) => {
    const key = profileFieldKey[label]
    return labels && key ? labels[key] : label
  }
  const purposeLabel = (label: string) => {
    const value = CONSENT_PURPOSES.find((purpose) => purpose.label === label)?.value
    return controls && value ? controls[purposeLabelKey[value]] : label
  }
  return (
    <div className="mt-4 space-y-5" data-testid="your-data">
      <Part title={t('dataProfile')} empty={t('dataProfileEmpty')}>
        {profile?.length ? (
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            {profile.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink">{fieldLabel(label)}</dt>
                <dd className="break-words text-muted">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Part>
      <Part title={t('dataApplications')} empty={t('dataApplicationsEmpty')}>
        {applications.length ? (
          <ul className={listClass}>
            {applications.map((application) => (
              <li key={application.id}>
                <span className="text-ink">{application.role ?? t('dataOpenApplication')}</span>
                {labels ? (
                  fill(labels.dataAppliedNow, {
                    date: <BlogDate value={application.appliedAt} locale={locale} />,
                    stage: application.stage,
                  })
                ) : (
                  // Written out so the English HTML stays as it was (": applied", " ", the date, ", now ", the stage).
                  <>
                    {': applied'} <BlogDate value={application.appliedAt} locale={locale} />
                    {', now '}
                    {application.stage}
                  </>
                )}
                {application.moves.length > 0 && (
                  <>
                    {' '}
                    (
                    {application.moves.map((move, index) => (
                      <span key={`${move.at}-${index}`}>
                        {index > 0 && ', '}
                        {move.stage} <BlogDate value={move.at} locale={locale} />
                      </span>
                    ))}
                    )
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title={t('dataResumes')} empty={t('dataResumesEmpty')}>
        {resumes.length ? (
          <ul className={listClass}>
            {resumes.map((resume, index) => (
              <li key={`${resume.fileName}-${index}`}>
                <span className="break-all text-ink">{resume.fileName}</span>
                {resume.receivedAt &&
                  (labels ? (
                    fill(labels.dataReceived, { date: <BlogDate value={resume.receivedAt} locale={locale} /> })
                  ) : (
                    <>
                      , received <BlogDate value={resume.receivedAt} locale={locale} />
                    </>
                  ))}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title={t('dataConsents')} empty={t('dataConsentsEmpty')}>
        {consents.length ? (
          <ul className={listClass}>
            {consents.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {labels ? (
                  fill(entry.granted ? labels.dataConsentGiven : labels.dataConsentWithdrawn, {
                    purpose: purposeLabel(entry.purpose),
                    date: <BlogDate value={entry.at} locale={locale} />,
                  })
                ) : (
                  <>
                    {entry.purpose}: {entry.granted ? 'given' : 'withdrawn'} <BlogDate value={entry.at} locale={locale} />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title={t('dataShares')} empty={t('dataSharesEmpty')}>
        {shares.length ? (
          <ul className={listClass}>
            {shares.map((share, index) => (
              <li key={`${share.client}-${index}`}>
                <span className="text-ink">{share.client}</span>, <BlogDate value={share.at} locale={locale} />
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title={t('dataMails')} empty={t('dataMailsEmpty')}>
        {mails.length ? (
          <ul className={listClass}>
            {mails.map((mail, index) => (
              <li key={`${mail.at}-${index}`}>
                <BlogDate value={mail.at} locale={locale} />: {mail.subject}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      {other.length > 0 && (
        <Part title={t('dataAlso')} empty="">
          <p className="mt-1 text-sm text-muted">{other.join(', ')}.</p>
        </Part>
      )}
      <DownloadYourData labels={labels} />
    </div>
  )
}
