'use client'
// The activity timeline on every lead's page (docs/decisions/lead-desk.md, "Activity on each lead"): add a note, correct your own note for ten
// minutes, reply to the person by e-mail (from a saved template, with their name filled in), mark the follow-up done,
// and everything that happened to the lead, newest first. It sits inside Payload's edit form, so it uses buttons, not
// nested forms; everything it shows is text (React escapes it), never HTML.
import { useAuth, useDocumentInfo, useField, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '@/components/ui/useBrowserValue'
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'
import { adminDocumentHref } from '@/lib/routes'

import {
  ACTIVITY_TYPES,
  ACTIVITY_CHECK_SECONDS,
  CANDIDATE_TIMELINE,
  NOTE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
  REQUIREMENT_TIMELINE,
} from '@/features/leadActivity/kinds'
import { isLeadCollection, leadKindOfCollection } from '@/features/leadDesk/kinds'

import {
  ACTIVITY_ARRIVED_EVENT,
  addNote,
  arrivalMessage,
  authorLabel,
  correctNote,
  fillTemplate,
  loadActivity,
  loadNewerActivity,
  loadCandidateActivity,
  loadTemplates,
  mayCorrect,
  sendReply,
  type ActivityItem,
  type ReplyTemplate,
} from './activityApi'
import { staffDateTime } from '../staffView/staffFetch'
import './leadActivity.css'

const when = staffDateTime

/** What the page is, in the empty timeline's sentence; every other page is a lead's. */
const TIMELINE_WORDS: Record<string, string> = { [CANDIDATE_TIMELINE]: 'candidate', [REQUIREMENT_TIMELINE]: 'requirement' }

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE })

function AuthorName({ item }: { item: ActivityItem }) {
  const { name, detail } = authorLabel(item)
  return (
    <>
      {name}
      {detail ? <span className="lead-activity__author-detail"> {detail}</span> : null}
    </>
  )
}

const typeLabel = (type: ActivityItem['type']) => ACTIVITY_TYPES.find((entry) => entry.value === type)?.label ?? 'Activity'

/** A refused action's message, read out when it appears. */
const FieldError = ({ message }: { message: string }) =>
  message ? (
    <p className="lead-activity__error" role="alert">
      {message}
    </p>
  ) : null

function NoteEditor({ item, onSaved }: { item: ActivityItem; onSaved: () => void }) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(item.text)
  const [error, setError] = useState('')
  const id = useId()
  if (!editing) {
    return (
      <button type="button" className="lead-activity__link" onClick={() => setEditing(true)}>
        Correct this note
      </button>
    )
  }
  const save = async () => {
    setError('')
    try {
      await correctNote(item.id, text)
      setEditing(false)
      onSaved()
    } catch (reason) {
      setError((reason as Error).message)
    }
  }
  return (
    <div className="lead-activity__edit">
      <label htmlFor={id}>Corrected note</label>
      <textarea id={id} value={text} maxLength={NOTE_MAX_LENGTH} rows={3} onChange={(event) => setText(event.target.value)} />
      <FieldError message={error} />
      <div className="lead-activity__actions">
        <button type="button" className="btn btn--style-primary btn--size-small" onClick={() => void save()}>
          Save correction
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </div>
  )
}

function ReplyBox({
  leadCollection,
  leadId,
  onSent,
}: {
  leadCollection: string
  leadId: string | number
  onSent: (message: string) => void
}) {
  // The kind's e-mail and greeting fields (features/leadDesk/kinds), as the server's reply reads them.
  const kind = isLeadCollection(leadCollection) ? leadKindOfCollection(leadCollection) : null
  const email = useFormFields(([fields]) => (kind ? fields[kind.emailField]?.value : undefined) as string | undefined)
  const name = useFormFields(([fields]) => {
    const first = kind?.greetingField ? fields[kind.greetingField]?.value : null
    return typeof first === 'string' ? first.split(' ')[0] : null
  })
  const firstReply = useField<string | null>({ path: 'firstReplyAt' })
  const [templates, setTemplates] = useState<ReplyTemplate[]>([])
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()
  const ids = { template: useId(), subject: useId(), text: useId() }

  useEffect(() => {
    loadTemplates(kind?.key ?? null)
      .then(setTemplates)
      .catch(() => setTemplates([]))
  }, [kind?.key])

  if (!email) return null
  const applyTemplate = (value: string) => {
    const template = templates.find((entry) => String(entry.id) === value)
    if (!template) return
    setSubject(fillTemplate(template.subject, name))
    setText(fillTemplate(template.body, name))
  }
  const send = async () => {
    setError('')
    setSending(true)
    try {
      const { message } = await sendReply(leadCollection, leadId, subject, text)
      setSubject('')
      setText('')
      if (!firstReply.value) firstReply.setValue(new Date().toISOString(), true)
      onSent(message)
    } catch (reason) {
      setError((reason as Error).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <details className="lead-activity__reply">
      <summary>Reply by e-mail to {email}</summary>
      <div className="lead-activity__fields">
        {templates.length ? (
          <div className="lead-activity__field">
            <label htmlFor={ids.template}>Start from a saved reply</label>
            <select id={ids.template} defaultValue="" onChange={(event) => applyTemplate(event.target.value)}>
              <option value="">Write my own</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="lead-activity__field">
          <label htmlFor={ids.subject}>Subject</label>
          <input
            id={ids.subject}
            type="text"
            value={subject}
            maxLength={REPLY_SUBJECT_MAX_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <div className="lead-activity__field">
          <label htmlFor={ids.text}>Reply</label>
          <textarea id={ids.text} value={text} rows={8} maxLength={REPLY_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
          <p className="lead-activity__hint">
            Plain text. It is sent from the site&rsquo;s address with your name. The answer comes back to this lead&rsquo;s Activity when
            the team&rsquo;s reply mailbox is set up, and to your own e-mail otherwise.
          </p>
        </div>
        <FieldError message={error} />
        <div className="lead-activity__actions">
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            disabled={sending || !hydrated}
            onClick={() => void send()}
          >
            {sending ? 'Sending…' : 'Send reply'}
          </button>
        </div>
      </div>
    </details>
  )
}

export function LeadActivityField() {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const { user } = useAuth()
  const { submit } = useForm()
  // Payload's form ignores a submit while it is still saving (or reloading after a save): the button waits with it, so
  // a click right after Save is never silently lost.
  const saving = useFormProcessing()
  const followUp = useField<string | null>({ path: 'followUpOn' })
  const [items, setItems] = useState<ActivityItem[] | null>(null)
  const [loadError, setLoadError] = useState('')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState('')
  const [status, setStatus] = useState('')
  const hydrated = useHydrated()
  const noteId = useId()
  const headingId = useId()

  // Loaded again after every save of the lead (a changed status, assignee or follow-up date adds entries) and after
  // every note or reply from here.
  const [version, setVersion] = useState(0)
  const refresh = () => setVersion((count) => count + 1)
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  useEffect(() => {
    if (!id || !collectionSlug) return
    let live = true
    // A candidate's timeline gathers its applications' entries with its own notes (docs/decisions/talent-pool.md).
    const load = collectionSlug === CANDIDATE_TIMELINE ? loadCandidateActivity(id) : loadActivity(collectionSlug, id)
    load.then(
      (found) => {
        if (!live) return
        setItems(found)
        setLoadError('')
      },
      (reason: Error) => {
        if (live) setLoadError(reason.message)
      },
    )
    return () => {
      live = false
    }
  }, [id, collectionSlug, savedAt, version])

  // What arrives while the page is open (an answer by e-mail, a colleague's note) shows by itself: every
  // ACTIVITY_CHECK_SECONDS while the page is visible, and at once when it becomes visible again, a small read of the
  // entries after the newest shown; new ones reload the list and are announced in the status line (polite).
  const newestId = useRef<number | null>(null)
  useEffect(() => {
    newestId.current = items ? items.reduce((newest, item) => Math.max(newest, item.id), 0) : null
  }, [items])
  const userId = user?.id
  useEffect(() => {
    if (!id || !collectionSlug) return
    let checking = false
    const check = async () => {
      if (checking || document.visibilityState !== 'visible' || newestId.current === null) return
      checking = true
      try {
        const after = newestId.current
        // A candidate's timeline gathers its applications' entries too, so it is read whole and compared.
        const arrived =
          collectionSlug === CANDIDATE_TIMELINE
            ? (await loadCandidateActivity(id)).filter((item) => item.id > after)
            : await loadNewerActivity(collectionSlug, id, after)
        if (arrived.length) {
          // The staff member's own entries (from another tab) show too, but only others' are announced.
          const others = arrived.filter((item) => item.author !== userId)
          if (others.length) setStatus(arrivalMessage(others))
          setVersion((count) => count + 1)
          window.dispatchEvent(new Event(ACTIVITY_ARRIVED_EVENT))
        }
      } catch {
        // A failed check (the connection dropped for a moment) is tried again on the next one.
      } finally {
        checking = false
      }
    }
    const timer = window.setInterval(() => void check(), ACTIVITY_CHECK_SECONDS * 1000)
    const onVisible = () => void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [id, collectionSlug, userId])

  if (!id || !collectionSlug) return null

  const saveNote = async () => {
    setNoteError('')
    if (!note.trim()) {
      setNoteError('Write the note first.')
      return
    }
    try {
      await addNote(collectionSlug, id, note)
      setNote('')
      setStatus('Note added.')
      refresh()
    } catch (reason) {
      setNoteError((reason as Error).message)
    }
  }

  const followUpDone = async () => {
    followUp.setValue(null)
    await submit({ overrides: { followUpOn: null } })
  }

  return (
    <section className="lead-activity" aria-labelledby={headingId}>
      <h2 id={headingId} className="lead-activity__heading">
        Activity
      </h2>
      {followUp.value ? (
        <p className="lead-activity__follow-up">
          Follow-up due {day(followUp.value)}.{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={saving || !hydrated}
            onClick={() => void followUpDone()}
          >
            Mark follow-up done
          </button>
        </p>
      ) : null}
      <div className="lead-activity__field">
        <label htmlFor={noteId}>Add a note</label>
        <textarea
          id={noteId}
          value={note}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          aria-describedby={`${noteId}-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-hint`} className="lead-activity__hint">
          Only staff see notes. You can correct your note for 10 minutes; after that it stays as written.
        </p>
        <FieldError message={noteError} />
        <div className="lead-activity__actions">
          <button type="button" className="btn btn--style-primary btn--size-small" disabled={!hydrated} onClick={() => void saveNote()}>
            Add note
          </button>
        </div>
      </div>
      <ReplyBox
        leadCollection={collectionSlug}
        leadId={id}
        onSent={(message) => {
          setStatus(message)
          refresh()
        }}
      />
      <p className="lead-activity__status" role="status">
        {status}
      </p>
      {loadError ? (
        <p className="lead-activity__error" role="alert">
          The activity could not be loaded: {loadError}
        </p>
      ) : null}
      {items === null ? (
        <p>Loading the activity…</p>
      ) : items.length === 0 ? (
        <p>Nothing has happened on this {TIMELINE_WORDS[collectionSlug] ?? 'lead'} yet.</p>
      ) : (
        <ol className="lead-activity__list" aria-label="Activity, newest first">
          {items.map((item) => (
            <li key={item.id} className={`lead-activity__item lead-activity__item--${item.type}`}>
              <p className="lead-activity__meta">
                <strong>{typeLabel(item.type)}</strong> · <AuthorName item={item} /> ·{' '}
                <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
                {item.editedAt ? ' · corrected' : ''}
                {item.application ? (
                  <>
                    {' · on '}
                    <a href={adminDocumentHref('talent-applications', item.application.id)}>{item.application.role}</a>
                  </>
                ) : null}
              </p>
              {item.subject ? <p className="lead-activity__subject">{item.subject}</p> : null}
              <p className="lead-activity__text">{item.text}</p>
              {mayCorrect(item, user?.id) ? <NoteEditor item={item} onSaved={refresh} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
