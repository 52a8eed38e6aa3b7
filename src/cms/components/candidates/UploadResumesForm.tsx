'use client'
// The upload form of "Add candidates from resumes" and its result: the new candidates, the resumes that joined a
// profile, and the files whose text could not be read (with why). Posts to the staff endpoint as multipart.
import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import type { UploadOutcome } from '@/features/candidates/upload'
import { adminDocumentHref, candidateUploadEndpoint } from '@/lib/routes'

type Answer = UploadOutcome & { message: string }

async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[]; msg?: string } | null
  return body?.errors?.[0]?.message ?? body?.msg ?? 'The upload did not work. Check your connection and try again.'
}

export function UploadResumesForm() {
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [error, setError] = useState<string | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (!form.getAll('files').some((file) => typeof file !== 'string' && file.size > 0)) {
      setError('Choose at least one resume or a ZIP file first.')
      return
    }
    setBusy(true)
    setError(null)
    setAnswer(null)
    try {
      const response = await fetch(candidateUploadEndpoint, { method: 'POST', body: form, credentials: 'same-origin' })
      if (!response.ok) setError(await refusal(response))
      else setAnswer((await response.json()) as Answer)
    } catch {
      setError('The upload did not work. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form method="post" className="ptw-upload" onSubmit={submit} aria-busy={busy}>
        <label htmlFor={inputId}>Resumes or a ZIP file</label>
        <input id={inputId} name="files" type="file" multiple accept=".pdf,.doc,.docx,.zip" className="ptw-control" />
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy || !hydrated}>
          {busy ? 'Adding…' : 'Add candidates'}
        </button>
      </form>
      <div aria-live="polite">
        {error && (
          <p role="alert" className="ptw-upload__error">
            {error}
          </p>
        )}
        {answer && (
          <section className="ptw-upload__result" aria-label="Result of the upload">
            <p>
              <strong>{answer.message}</strong>
            </p>
            <Outcome title="New candidates" rows={answer.created.map(({ file, candidate }) => ({ file, candidate }))} />
            <Outcome title="Joined an existing candidate" rows={answer.merged.map(({ file, candidate }) => ({ file, candidate }))} />
            <Outcome title="Text not readable (nothing added)" rows={answer.unreadable.map(({ file, reason }) => ({ file, reason }))} />
          </section>
        )}
      </div>
    </>
  )
}

type Row = { file: string; candidate?: { id: number; name: string }; reason?: string }

function Outcome({ title, rows }: { title: string; rows: Row[] }) {
  if (!rows.length) return null
  return (
    <>
      <h2>
        {title} ({rows.length})
      </h2>
      <ul>
        {rows.map((row, index) => (
          <li key={`${row.file}-${index}`}>
            {row.file}
            {row.candidate && (
              <>
                {' → '}
                <Link href={adminDocumentHref('candidates', row.candidate.id)}>{row.candidate.name}</Link>
              </>
            )}
            {row.reason && `: ${row.reason}`}
          </li>
        ))}
      </ul>
    </>
  )
}
