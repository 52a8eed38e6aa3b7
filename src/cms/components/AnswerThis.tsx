'use client'
// Admin, Unanswered questions: "Answer this" opens a new knowledge entry prefilled with the question, from the list
// (a column) and from a question's own screen.
import { useFormFields } from '@payloadcms/ui'

import { adminAnswerQuestionHref } from '@/lib/routes'

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

export function AnswerThisField() {
  const question = useFormFields(([fields]) => fields.question?.value)
  if (typeof question !== 'string' || !question) return null
  return (
    <p style={{ margin: '1rem 0' }}>
      <a className="btn btn--style-primary btn--size-medium" href={adminAnswerQuestionHref(question)}>
        {label}
      </a>
    </p>
  )
}
