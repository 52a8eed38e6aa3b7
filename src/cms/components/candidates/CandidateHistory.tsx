'use client'
// The candidate's page (docs/decisions/talent-pool.md, "The candidate's page"): every application they sent, newest
// first, with its role, its stage and how it got there (each linked to the application and the role), and every resume
// they sent, each downloadable through the staff-only resume download, the latest marked. Notes, mails and stage moves
// are the activity timeline below it (cms/components/leadActivity), which on a candidate shows its applications' too.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { stageLabel } from '@/features/pipeline/stages'
import { adminDocumentHref, candidateResumeDownloadHref } from '@/lib/routes'

import { staffDateTime } from '../staffView/staffFetch'
import { loadApplications, loadResumes, roleOf, type CandidateApplication, type CandidateResume } from './candidateApi'
import './candidates.css'

const TEXT_STATUS: Record<NonNullable<CandidateResume['textStatus']>, string> = {
  pending: 'Text waiting to be read',
  read: 'Text read',
  unreadable: 'Text not readable',
}

const size = (bytes: number | null | undefined) => (bytes ? ` · ${Math.max(1, Math.ceil(bytes / 1024))} KB` : '')

function Application({ application }: { application: CandidateApplication }) {
  const moves = [...(application.stageHistory ?? [])].reverse()
  const role = roleOf(application)
  const opening = application.opening && typeof application.opening === 'object' ? application.opening : null
  return (
    <li className="candidate-history__item">
      <p className="candidate-history__title">
        <a href={adminDocumentHref('talent-applications', application.id)}>{role}</a>
        <span className="candidate-history__stage">{stageLabel[application.stage] ?? application.stage}</span>
      </p>
      <p className="candidate-history__meta">
        Applied <time dateTime={application.createdAt}>{staffDateTime(application.createdAt)}</time>
        {opening ? (
          <>
            {' · '}
            <a href={adminDocumentHref('openings', opening.id)}>See the role</a>
          </>
        ) : null}
      </p>
      {moves.length ? (
        <details className="candidate-history__moves">
          <summary>Stage history ({moves.length === 1 ? '1 move' : `${moves.length} moves`})</summary>
          <ol aria-label={`Stage history of the application for ${role}, newest first`}>
            {moves.map((move, index) => (
              <li key={move.id ?? index}>
                {stageLabel[move.from] ?? move.from} → {stageLabel[move.to] ?? move.to} · {move.by} ·{' '}
                <time dateTime={move.at}>{staffDateTime(move.at)}</time>
                {move.note ? <span className="candidate-history__note"> · {move.note}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  )
}

function Resume({ resume, latest }: { resume: CandidateResume; latest: boolean }) {
  const received = resume.receivedAt ?? resume.createdAt
  const name = resume.fileName?.trim() || 'Resume'
  return (
    <li className="candidate-history__item">
      <p className="candidate-history__title">
        <a href={candidateResumeDownloadHref(resume.id)} download>
          Download {name}
        </a>
        {latest ? <span className="candidate-history__latest">Latest</span> : null}
      </p>
      <p className="candidate-history__meta">
        Received <time dateTime={received}>{staffDateTime(received)}</time>
        {size(resume.fileSize)}
        {resume.textStatus ? ` · ${TEXT_STATUS[resume.textStatus]}` : ''}
        {resume.textStatus === 'unreadable' && resume.textError ? ` (${resume.textError})` : ''}
      </p>
    </li>
  )
}

export function CandidateHistory() {
  const { id, savedDocumentData } = useDocumentInfo()
  const [applications, setApplications] = useState<CandidateApplication[] | null>(null)
  const [resumes, setResumes] = useState<CandidateResume[] | null>(null)
  const [error, setError] = useState('')
  const ids = { applications: useId(), resumes: useId() }
  const savedAt = savedDocumentData?.updatedAt as string | undefined

  useEffect(() => {
    if (!id) return
    let live = true
    Promise.all([loadApplications(id), loadResumes(id)]).then(
      ([foundApplications, foundResumes]) => {
        if (!live) return
        setApplications(foundApplications)
        setResumes(foundResumes)
        setError('')
      },
      (reason: Error) => {
        if (live) setError(reason.message)
      },
    )
    return () => {
      live = false
    }
  }, [id, savedAt])

  if (!id) return null
  if (error) {
    return (
      <p className="candidate-history__error" role="alert">
        The applications and resumes could not be loaded: {error}
      </p>
    )
  }
  if (applications === null || resumes === null) return <p className="candidate-history">Loading the applications and resumes…</p>
  return (
    <div className="candidate-history">
      <section aria-labelledby={ids.applications}>
        <h2 id={ids.applications} className="candidate-history__heading">
          Applications ({applications.length})
        </h2>
        {applications.length ? (
          <ol className="candidate-history__list" aria-label="Applications, newest first">
            {applications.map((application) => (
              <Application key={application.id} application={application} />
            ))}
          </ol>
        ) : (
          <p>No applications yet.</p>
        )}
      </section>
      <section aria-labelledby={ids.resumes}>
        <h2 id={ids.resumes} className="candidate-history__heading">
          Resumes ({resumes.length})
        </h2>
        {resumes.length ? (
          <ol className="candidate-history__list" aria-label="Resumes, newest first">
            {resumes.map((resume, index) => (
              <Resume key={resume.id} resume={resume} latest={index === 0} />
            ))}
          </ol>
        ) : (
          <p>No resumes yet.</p>
        )}
      </section>
    </div>
  )
}
