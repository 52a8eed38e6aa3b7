'use client'
// Admin, Unanswered questions: "Answer this" opens a new knowledge entry prefilled with the question, from the list
// (a column) and from a question's own screen. The screen also lists the passages of the site the assistant weighed
// for the question, each with the answer it would give from it: "Use this answer" opens the new entry with that
// answer and its Read more link filled in too, so one save turns it into a curated entry.
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { ConsideredPassage } from '@/features/assistant/knowledge'
import { adminAnswerQuestionHref, assistantConsideredApiHref } from '@/lib/routes'

const label = 'Answer this'

export function AnswerThisCell({ rowData }: { rowData?: { question?: unknown } }) {
  const question = typeof rowData?.question === 'string' ? rowData.question : ''
  if (!question) return null
  return (
    <a href={adminAnswerQuestionHref(question)} aria-label={`${label}: ${question}`}>
      {label}
    </a>
  )
}

type Considered = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; passages: ConsideredPassage[] }

function ConsideredPassages({ question }: { question: string }) {
  const [considered, setConsidered] = useState<Considered>({ state: 'loading' })
  useEffect(() => {
    let current = true
    fetch(assistantConsideredApiHref(question), { credentials: 'same-origin' })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { passages: ConsideredPassage[] }) : Promise.reject(new Error()),
      )
      .then(({ passages }) => current && setConsidered({ state: 'loaded', passages }))
      .catch(() => current && setConsidered({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [question])

  return (
    <section aria-labelledby="considered-passages" style={{ margin: '1.5rem 0' }}>
      <h3 id="considered-passages">What the site says that the assistant weighed</h3>
      {considered.state === 'loading' && <p>Looking through the site…</p>}
      {considered.state === 'failed' && <p>The pages of the site could not be searched just now. Reload to try again.</p>}
      {considered.state === 'loaded' && considered.passages.length === 0 && <p>No page of the site has words of this question.</p>}
      {considered.state === 'loaded' && considered.passages.length > 0 && (
        <ol style={{ paddingLeft: '1.25rem' }}>
          {considered.passages.map((passage) => (
            <li key={passage.link} style={{ marginBottom: '1rem' }}>
              <p style={{ margin: 0 }}>
                <a href={passage.link} target="_blank" rel="noreferrer">
                  {passage.page}
                  {passage.section ? ` → ${passage.section}` : ''}
                </a>
              </p>
              <blockquote
                style={{ margin: '0.25rem 0 0.5rem', paddingLeft: '0.75rem', borderLeft: '3px solid var(--theme-elevation-150)' }}
              >
                {passage.answer}
              </blockquote>
              <a
                className="btn btn--style-secondary btn--size-small"
                style={{ margin: 0 }}
                href={adminAnswerQuestionHref(question, { answer: passage.answer, ctaText: passage.ctaText, link: passage.link })}
                aria-label={`Use this answer from ${passage.page}`}
              >
                Use this answer
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

export function AnswerThisField() {
  const question = useFormFields(([fields]) => fields.question?.value)
  if (typeof question !== 'string' || !question) return null
  return (
    <>
      <p style={{ margin: '1rem 0' }}>
        <a className="btn btn--style-primary btn--size-medium" href={adminAnswerQuestionHref(question)}>
          {label}
        </a>
      </p>
      <ConsideredPassages question={question} />
    </>
  )
}
