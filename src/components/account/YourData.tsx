// "Your data" on /account (docs/decisions/privacy.md, "Your data"): a summary of what the agency holds about the
// member, and the button that e-mails them a download of all of it.
import type { ReactNode } from 'react'

import { BlogDate } from '@/components/blog/BlogDate'
import type { DataSummary } from '@/features/privacy/summary'

import { DownloadYourData } from './DownloadYourData'

function Part({ title, empty, children }: { title: string; empty: string; children: ReactNode | null }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      {children ?? <p className="mt-1 text-sm text-muted">{empty}</p>}
    </div>
  )
}

const listClass = 'mt-1 space-y-1 text-sm text-muted'

export function YourData({ summary }: { summary: DataSummary }) {
  const { profile, applications, resumes, consents, shares, mails, other } = summary
  return (
    <div className="mt-4 space-y-5" data-testid="your-data">
      <Part title="Candidate profile" empty="We hold no candidate profile for you.">
        {profile?.length ? (
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            {profile.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink">{label}</dt>
                <dd className="break-words text-muted">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Part>
      <Part title="Applications and their stages" empty="No applications.">
        {applications.length ? (
          <ul className={listClass}>
            {applications.map((application) => (
              <li key={application.id}>
                <span className="text-ink">{application.role ?? 'Open application'}</span>: applied{' '}
                <BlogDate value={application.appliedAt} />, now {application.stage}
                {application.moves.length > 0 && (
                  <>
                    {' '}
                    (
                    {application.moves.map((move, index) => (
                      <span key={`${move.at}-${index}`}>
                        {index > 0 && ', '}
                        {move.stage} <BlogDate value={move.at} />
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
      <Part title="Resumes" empty="No resumes.">
        {resumes.length ? (
          <ul className={listClass}>
            {resumes.map((resume, index) => (
              <li key={`${resume.fileName}-${index}`}>
                <span className="break-all text-ink">{resume.fileName}</span>
                {resume.receivedAt && (
                  <>
                    , received <BlogDate value={resume.receivedAt} />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title="Consents" empty="No consent recorded.">
        {consents.length ? (
          <ul className={listClass}>
            {consents.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {entry.purpose}: {entry.granted ? 'given' : 'withdrawn'} <BlogDate value={entry.at} />
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title="Companies your profile was shared with" empty="We have not shared your profile with any company.">
        {shares.length ? (
          <ul className={listClass}>
            {shares.map((share, index) => (
              <li key={`${share.client}-${index}`}>
                <span className="text-ink">{share.client}</span>, <BlogDate value={share.at} />
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      <Part title="E-mails we sent you in the last 12 months" empty="No e-mails recorded in the last 12 months.">
        {mails.length ? (
          <ul className={listClass}>
            {mails.map((mail, index) => (
              <li key={`${mail.at}-${index}`}>
                <BlogDate value={mail.at} />: {mail.subject}
              </li>
            ))}
          </ul>
        ) : null}
      </Part>
      {other.length > 0 && (
        <Part title="Also" empty="">
          <p className="mt-1 text-sm text-muted">{other.join(', ')}.</p>
        </Part>
      )}
      <DownloadYourData />
    </div>
  )
}
