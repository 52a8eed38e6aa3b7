'use client'
// On a candidate's page (docs/decisions/talent-pool.md, "Resumes read"): whether the latest resume could be read, what
// it suggests that the profile does not have yet (accept as read, edit first, or dismiss), and which values came
// from a resume. Nothing changes until a recruiter accepts; the page then reloads with the saved values.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import {
  fromResumeOf,
  pendingSuggestions,
  SUGGESTED_FIELD_LABELS,
  type CandidateProfile,
  type PendingSuggestion,
  type SuggestedField,
} from '@/features/candidates/profileSuggestions'
import { candidateSuggestionsEndpoint } from '@/lib/routes'

import { staffFetch } from '../staffView/staffFetch'

import './resumes.css'

type LatestResume = { fileName?: string | null; textStatus?: string | null; textError?: string | null }

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting to be read',
  read: 'Read',
  unreadable: 'Text not readable',
}

export function ResumeSuggestions() {
  const { id } = useDocumentInfo()
  const [candidate, setCandidate] = useState<CandidateProfile | null>(null)
  const [resume, setResume] = useState<LatestResume | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Bumped to read the candidate and the latest resume again (while the resume waits to be read).
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!id) return
    let live = true
    Promise.all([
      staffFetch<CandidateProfile>(`/cms-api/candidates/${id}?depth=0`),
      staffFetch<{ docs: LatestResume[] }>(
        `/cms-api/resumes?where[candidate][equals]=${id}&sort=-receivedAt&limit=1&depth=0&select[fileName]=true&select[textStatus]=true&select[textError]=true`,
      ),
    ]).then(
      ([doc, resumes]) => {
        if (!live) return
        setCandidate(doc)
        setResume(resumes.docs[0] ?? null)
      },
      (failure: Error) => {
        if (live) setError(failure.message)
      },
    )
    return () => {
      live = false
    }
  }, [id, round])

  // A resume still waiting to be read is looked at again every few seconds.
  useEffect(() => {
    if (resume?.textStatus !== 'pending') return
    const timer = setTimeout(() => setRound((count) => count + 1), 3000)
    return () => clearTimeout(timer)
  }, [resume, round])

  async function decide(body: { accept?: Record<string, unknown>; dismiss?: SuggestedField[] }) {
    if (!id) return
    setBusy(true)
    setError(null)
    try {
      await staffFetch(candidateSuggestionsEndpoint(id), { method: 'POST', body: JSON.stringify(body) })
      // The form above holds the values it was opened with: reload so it shows (and saves) the accepted ones.
      window.location.reload()
    } catch (failure) {
      setError((failure as Error).message)
      setBusy(false)
    }
  }

  if (!id || !candidate) return error ? <p role="alert">{error}</p> : null
  const pending = pendingSuggestions(candidate)
  const fromResume = fromResumeOf(candidate)
  if (!resume && !pending.length && !fromResume.length) return null

  return (
    <section className="ptw-suggestions" aria-labelledby="ptw-suggestions-title">
      <h2 id="ptw-suggestions-title">From the resume</h2>
      {resume && (
        <p>
          Latest resume{resume.fileName ? ` (${resume.fileName})` : ''}: {STATUS_TEXT[resume.textStatus ?? 'pending'] ?? resume.textStatus}
          {resume.textStatus === 'unreadable' && resume.textError ? `. ${resume.textError}.` : '.'}
        </p>
      )}
      {fromResume.length > 0 && (
        <p className="ptw-suggestions__marked">
          <span className="ptw-badge">from resume</span> {fromResume.map((field) => SUGGESTED_FIELD_LABELS[field]).join(', ')}
        </p>
      )}
      {pending.length > 0 ? (
        <>
          <p>Suggested values the profile does not have yet. Nothing changes until you accept one.</p>
          <ul className="ptw-suggestions__list">
            {pending.map((suggestion) => (
              <li key={suggestion.field}>
                {suggestion.field === 'skills' ? (
                  <SkillsSuggestion suggestion={suggestion} busy={busy} decide={decide} />
                ) : (
                  <ValueSuggestion suggestion={suggestion} busy={busy} decide={decide} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        resume?.textStatus === 'read' && <p>No suggestions waiting.</p>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

type Decide = (body: { accept?: Record<string, unknown>; dismiss?: SuggestedField[] }) => Promise<void>

const shown = (value: PendingSuggestion['current']) =>
  value === undefined || value === '' || (Array.isArray(value) && !value.length)
    ? 'empty'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value)

function ValueSuggestion({ suggestion, busy, decide }: { suggestion: PendingSuggestion; busy: boolean; decide: Decide }) {
  const inputId = useId()
  const [value, setValue] = useState(String(suggestion.suggested ?? ''))
  return (
    <div className="ptw-suggestion">
      <label htmlFor={inputId}>{suggestion.label}</label>
      <input id={inputId} className="ptw-control" value={value} onChange={(event) => setValue(event.target.value)} />
      <span className="ptw-suggestion__now">Now: {shown(suggestion.current)}</span>
      <span className="ptw-suggestion__actions">
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          disabled={busy}
          onClick={() => void decide({ accept: { [suggestion.field]: value } })}
        >
          {value === String(suggestion.suggested) ? 'Accept' : 'Save edited value'}
          <span className="ptw-visually-hidden"> {suggestion.label}</span>
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={() => void decide({ dismiss: [suggestion.field] })}
        >
          Dismiss<span className="ptw-visually-hidden"> {suggestion.label}</span>
        </button>
      </span>
    </div>
  )
}

function SkillsSuggestion({ suggestion, busy, decide }: { suggestion: PendingSuggestion; busy: boolean; decide: Decide }) {
  const skills = Array.isArray(suggestion.suggested) ? suggestion.suggested : []
  const [chosen, setChosen] = useState<string[]>(skills)
  const toggle = (skill: string) => setChosen((now) => (now.includes(skill) ? now.filter((one) => one !== skill) : [...now, skill]))
  return (
    <fieldset className="ptw-suggestion ptw-suggestion--skills">
      <legend>Skills</legend>
      <div className="ptw-suggestion__skills">
        {skills.map((skill) => (
          <label key={skill} className="ptw-check">
            <input type="checkbox" checked={chosen.includes(skill)} onChange={() => toggle(skill)} />
            {skill}
          </label>
        ))}
      </div>
      <span className="ptw-suggestion__actions">
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          disabled={busy || !chosen.length}
          onClick={() => void decide({ accept: { skills: chosen } })}
        >
          Add selected skills
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy}
          onClick={() => void decide({ dismiss: ['skills'] })}
        >
          Dismiss<span className="ptw-visually-hidden"> skills</span>
        </button>
      </span>
    </fieldset>
  )
}
