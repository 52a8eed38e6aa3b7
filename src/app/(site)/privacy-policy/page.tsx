import { GrievanceContact, privacyLinkClass } from '@/components/privacy/GrievanceContact'
import { PrivacyNoticeView } from '@/components/privacy/PrivacyNoticeView'
import { PrivacyRequestForm } from '@/components/privacy/PrivacyRequestForm'
import { Link } from '@/components/ui/Link'
import { privacyPolicy } from '@/copy/legal'
import { getSiteSettings } from '@/features/content/queries'
import { listPrivacyNotices } from '@/features/privacy/noticeQueries'
import { GRIEVANCE_DAYS } from '@/features/privacy/options'
import { grievanceOfficer } from '@/features/privacy/settings'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// The notice in force (collection `privacy-notices`), also in Marathi and Hindi (docs/decisions/privacy.md, "Privacy notices").
export const metadata = translatedPageMetadata({ title: privacyPolicy.title, description: privacyPolicy.summary, path: routes.privacy })

export default async function PrivacyPolicyPage() {
  const [settings, officer, notices] = await Promise.all([getSiteSettings(), grievanceOfficer(), listPrivacyNotices()])
  return (
    <PrivacyNoticeView notices={notices} locale="en" settings={settings}>
      <section aria-labelledby="grievance-officer" className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="grievance-officer" className="text-2xl font-bold text-ink">
          Grievance Officer
        </h2>
        <p className="mt-2 text-base text-slate-700">
          Complaints about how we handle your personal data go to{' '}
          <strong className="text-ink" data-testid="grievance-officer-name">
            {officer.name ?? `the Grievance Officer of ${settings.legalName}`}
          </strong>
          , who answers within {GRIEVANCE_DAYS} days. If you are not satisfied with the answer, you may complain to the Data Protection
          Board of India.
        </p>
        <GrievanceContact officer={officer} noContact="Reach them at the e-mail address and phone number above." />
      </section>
      <section aria-labelledby="privacy-request" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="privacy-request" className="text-2xl font-bold text-ink">
          Ask about your data
        </h2>
        <p className="mt-2 text-base text-slate-700">
          No account needed: ask for a summary of your data, a correction or erasure, withdraw a consent, nominate someone or send a
          grievance. We e-mail you a code to confirm that the address is yours. With an account, you can also do this on{' '}
          <Link href={routes.account} className={privacyLinkClass}>
            your account page
          </Link>
          .
        </p>
        <div className="mt-6 max-w-xl">
          <PrivacyRequestForm />
        </div>
      </section>
    </PrivacyNoticeView>
  )
}
