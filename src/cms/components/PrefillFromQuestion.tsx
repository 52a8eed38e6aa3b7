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
  const question = (useSearchParams().get('question') ?? '').trim().slice(0, 500)
  const title = useField<string>({ path: 'title' })
  const key = useField<string>({ path: 'key' })
  const questions = useField<string>({ path: 'questions' })
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
  }, [id, question, initializing, title, key, questions, setDocumentTitle])

  if (id || !question) return null
  return (
    <p role="status" style={{ marginBottom: '1rem' }}>
      Answering the unanswered question “{question}”. Add other ways visitors might ask it, write the answer, and save.
    </p>
  )
}
