'use client'
// Admin, new knowledge entry: when opened from "Answer this" (?question=…), fills in the title, the key and the first
// phrasing from the unanswered question, once, and says so. Staff write the answer and save.
import { useDocumentInfo, useDocumentTitle, useField, useFormInitializing } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

const keyFrom = (question: string) =>
  question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'new-answer'

export function PrefillFromQuestion() {
  const { id } = useDocumentInfo()
  const params = useSearchParams()
  const question = (params.get('question') ?? '').trim().slice(0, 500)
  // "Use this answer" on an unanswered question: the answer the site gives and its Read more link.
  const fromSite = {
    answer: (params.get('answer') ?? '').trim().slice(0, 2000),
    ctaText: (params.get('ctaText') ?? '').trim().slice(0, 60),
    ctaLink: (params.get('ctaLink') ?? '').trim().slice(0, 300),
  }
  const title = useField<string>({ path: 'title' })
  const key = useField<string>({ path: 'key' })
  const questions = useField<string>({ path: 'questions' })
  const answer = useField<string>({ path: 'answer' })
  const ctaText = useField<string>({ path: 'cta.text' })
  const ctaLink = useField<string>({ path: 'cta.link' })
  // The form fills itself in from the server first; writing before that would be overwritten.
  const initializing = useFormInitializing()
  const { setDocumentTitle } = useDocumentTitle()
  const done = useRef(false)

  useEffect(() => {
    if (id || !question || initializing || done.current) return
    done.current = true
    if (!title.value) {
      title.setValue(question.slice(0, 120))
      setDocumentTitle(question.slice(0, 120))
    }
    if (!key.value) key.setValue(keyFrom(question))
    if (!questions.value) questions.setValue(question)
    if (fromSite.answer && !answer.value) answer.setValue(fromSite.answer)
    if (fromSite.ctaText && fromSite.ctaLink.startsWith('/') && !ctaText.value && !ctaLink.value) {
      ctaText.setValue(fromSite.ctaText)
      ctaLink.setValue(fromSite.ctaLink)
    }
  }, [
    id,
    question,
    initializing,
    title,
    key,
    questions,
    answer,
    ctaText,
    ctaLink,
    fromSite.answer,
    fromSite.ctaText,
    fromSite.ctaLink,
    setDocumentTitle,
  ])

  if (id || !question) return null
  return (
    <p role="status" style={{ marginBottom: '1rem' }}>
      {fromSite.answer
        ? `Answering the unanswered question “${question}” with what the site says. Check the answer, add other ways visitors might ask it, and save.`
        : `Answering the unanswered question “${question}”. Add other ways visitors might ask it, write the answer, and save.`}
    </p>
  )
}
