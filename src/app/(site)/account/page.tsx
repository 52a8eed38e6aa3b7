import type { Metadata } from 'next'

import { ChangePasswordForm } from '@/components/account/ChangePasswordForm'
import { DeleteAccount } from '@/components/account/DeleteAccount'
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
import { yourDataSummary } from '@/features/privacy/summary'
import { memberPrivacyRequests } from '@/features/privacy/requests'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'My account', description: 'Your account details, password and data.', path: routes.account }),
  robots: { index: false },
}

/** Members only: details, my applications, consents (DPDP withdrawal), change password, delete account (DPDP right to erasure). */
export default async function AccountPage() {
  const member = await requireMember(routes.account)
  const [applications, alerts, shares, consents, summary, profile, privacyRequests] = await Promise.all([
    myApplications(member),
    memberAlerts(member.email),
    profileSharedWith(member),
    memberConsents(member),
    yourDataSummary(member),
    memberCandidateProfile(member),
    memberPrivacyRequests(member),
  ])
  return (
    <Container className="py-16">
      <RedirectOnLogout />
      <div className="mx-auto max-w-2xl space-y-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink">My account</h1>
        <section aria-labelledby="details-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="details-heading" className="text-xl font-semibold text-ink">
            Your details
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-ink">Name</dt>
            <dd className="text-muted">{member.name}</dd>
            <dt className="font-semibold text-ink">E-mail</dt>
            <dd className="break-all text-muted">{member.email}</dd>
            <dt className="font-semibold text-ink">Age</dt>
            <dd className="text-muted">{member.age ?? '—'}</dd>
          </dl>
        </section>
        <section
          id="my-applications"
          aria-labelledby="applications-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="applications-heading" className="text-xl font-semibold text-ink">
            My applications
          </h2>
          <MyApplications initial={applications} />
        </section>
        <section
          id="my-job-alerts"
          aria-labelledby="alerts-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="alerts-heading" className="text-xl font-semibold text-ink">
            My job alerts
          </h2>
          {alerts.length ? (
            <div className="mt-4 space-y-4">
              {alerts.map((alert) => (
                <JobAlertControls key={alert.id} alert={alert} />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">
              No job alerts yet. On the{' '}
              <Link href={routes.jobs} className="font-semibold text-brand-700 underline">
                jobs page
              </Link>
              , choose &ldquo;E-mail me roles like these&rdquo;.
            </p>
          )}
        </section>
        <section aria-labelledby="shared-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="shared-heading" className="text-xl font-semibold text-ink">
            Profile shared with
          </h2>
          {shares.length ? (
            <ul className="mt-4 divide-y divide-slate-200">
              {shares.map((share) => (
                <li key={share.client} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-semibold text-ink">{share.client}</span>
                  <span className="text-sm text-muted">
                    <BlogDate value={share.at} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">We have not shared your profile with any company.</p>
          )}
        </section>
        <section
          id="your-consents"
          aria-labelledby="consents-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="consents-heading" className="text-xl font-semibold text-ink">
            Your consents
          </h2>
          <p className="mt-2 text-sm text-muted">
            What you allow us to use your data for. Each choice is separate; withdrawing one stops that use from now on and we e-mail you a
            receipt. Read the{' '}
            <Link href={routes.privacy} className="font-semibold text-brand-700 underline">
              privacy policy
            </Link>
            .
          </p>
          <YourConsents initial={consentStates(consents)} />
        </section>
        <section
          id="your-data"
          aria-labelledby="your-data-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="your-data-heading" className="text-xl font-semibold text-ink">
            Your data
          </h2>
          <p className="mt-2 text-sm text-muted">What we hold about you, under your account and your e-mail address.</p>
          <YourData summary={summary} />
        </section>
        <CorrectProfile profile={profile} />
        <section
          id="your-privacy-requests"
          aria-labelledby="privacy-requests-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="privacy-requests-heading" className="text-xl font-semibold text-ink">
            Your data rights
          </h2>
          <p className="mt-2 text-sm text-muted">
            Ask us for a summary of your data, to correct or erase it, to withdraw a consent, to nominate someone to act for you, or make a
            complaint (a grievance). We answer a grievance within 90 days; you can follow each request here.
          </p>
          <YourPrivacyRequests initial={privacyRequests} />
        </section>
        <section aria-labelledby="password-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="password-heading" className="text-xl font-semibold text-ink">
            Change password
          </h2>
          <p className="mt-2 text-sm text-muted">Your other devices are logged out when you change it.</p>
          <div className="mt-4">
            <ChangePasswordForm email={member.email} />
          </div>
        </section>
        <section aria-labelledby="delete-heading" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="delete-heading" className="text-xl font-semibold text-ink">
            Delete account
          </h2>
          <p className="mt-2 text-sm text-muted">This removes your account and the personal data we keep with it. It cannot be undone.</p>
          <div className="mt-4">
            <DeleteAccount />
          </div>
        </section>
      </div>
    </Container>
  )
}
