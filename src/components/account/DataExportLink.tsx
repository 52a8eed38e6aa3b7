// The page of a data export's e-mailed link: the download button while the link is valid, else a clear reason and the
// way to ask again (docs/decisions/privacy.md, "Your data"). Its words come in the page's language
// (app/(localized)/_pages/dataExport.tsx; docs/decisions/languages.md "Your data").
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { buttonClass } from '@/components/ui/LinkButton'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { dataExportDownloadHref } from '@/lib/routes'

type State = { state: 'ready'; expiresAt: Date } | { state: 'expired' | 'invalid' }

export type DataExportTexts = {
  title: string
  intro: string
  /** The ready link's sentence, with `{until}` where the link's end goes. */
  ready: string
  download: string
  toAccount: string
  expired: string
  invalid: string
}

/**
 * `until`: the link's end as the page's language writes it; `accountHref`: My account in that language. The sentence
 * around the date is rendered as text, date, a space and the rest, so the English page keeps its HTML.
 */
export function DataExportLink({
  token,
  state,
  texts,
  until,
  accountHref,
}: {
  token: string
  state: State
  texts: DataExportTexts
  until: string
  accountHref: string
}) {
  const [before = '', after = ''] = texts.ready.split('{until}')
  return (
    <Container className="max-w-2xl py-16">
      <SectionHeading as="h1" title={texts.title} intro={texts.intro} />
      <div className="mt-8 space-y-4">
        {state.state === 'ready' ? (
          <>
            <p className="text-muted">
              {before}
              {until} {after.trimStart()}
            </p>
            <a href={dataExportDownloadHref(token)} className={buttonClass('primary')} download>
              {texts.download}
            </a>
          </>
        ) : (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {state.state === 'expired' ? texts.expired : texts.invalid}
          </p>
        )}
        <p className="text-sm text-muted">
          <Link href={accountHref} className="font-semibold text-brand-700 underline">
            {texts.toAccount}
          </Link>
        </p>
      </div>
    </Container>
  )
}
