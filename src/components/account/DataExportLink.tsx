// The page of a data export's e-mailed link: the download button while the link is valid, else a clear reason and the
// way to ask again (docs/decisions/privacy.md, "Your data").
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { privacyMessages } from '@/features/privacy/messages'
import { dataExportDownloadHref, routes } from '@/lib/routes'

type State = { state: 'ready'; expiresAt: Date } | { state: 'expired' | 'invalid' }

const untilFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export function DataExportLink({ token, state }: { token: string; state: State }) {
  return (
    <Container className="max-w-2xl py-16">
      <SectionHeading as="h1" title="Download your data" intro="The copy of the personal data we hold about you, as a ZIP file." />
      <div className="mt-8 space-y-4">
        {state.state === 'ready' ? (
          <>
            <p className="text-muted">
              The file holds your records (data.json) and your resume files. This link works until {untilFormat.format(state.expiresAt)}{' '}
              India time.
            </p>
            <a href={dataExportDownloadHref(token)} className={buttonClass('primary')} download>
              Download the ZIP file
            </a>
          </>
        ) : (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {state.state === 'expired' ? privacyMessages.exportExpired : privacyMessages.exportLinkInvalid}
          </p>
        )}
        <p className="text-sm text-muted">
          <Link href={routes.account} className="font-semibold text-brand-700 underline">
            Go to your account
          </Link>
        </p>
      </div>
    </Container>
  )
}
