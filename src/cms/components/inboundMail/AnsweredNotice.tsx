'use client'
// On each lead's page, above its activity (docs/decisions/lead-desk.md, "Replies come back"): "Answered by the client"
// (or "by the candidate" on a talent application) while the person's answer is the newest exchange, and the files
// that came with their answers by e-mail, each a staff-only download.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { answeredLabel } from '@/features/inboundMail/answered'

import { ACTIVITY_ARRIVED_EVENT } from '../leadActivity/activityApi'
import { fileHref, lastExchange, mailsOnLead, when, type ReceivedMail } from './inboundMailApi'
import './inboundMail.css'

export function AnsweredNotice() {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const [answeredAt, setAnsweredAt] = useState<string | null>(null)
  const [mails, setMails] = useState<ReceivedMail[]>([])
  const savedAt = savedDocumentData?.updatedAt as string | undefined
  // Read again when the timeline finds an answer that arrived while the page was open.
  const [arrivals, setArrivals] = useState(0)
  useEffect(() => {
    const onArrived = () => setArrivals((count) => count + 1)
    window.addEventListener(ACTIVITY_ARRIVED_EVENT, onArrived)
    return () => window.removeEventListener(ACTIVITY_ARRIVED_EVENT, onArrived)
  }, [])

  useEffect(() => {
    if (!id || !collectionSlug) return
    let live = true
    Promise.all([lastExchange(collectionSlug, id), mailsOnLead(collectionSlug, id)]).then(
      ([last, received]) => {
        if (!live) return
        setAnsweredAt(last?.type === 'reply-received' ? last.createdAt : null)
        setMails(received)
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [id, collectionSlug, savedAt, arrivals])

  if (!id || !collectionSlug) return null
  const person = collectionSlug === 'talent-applications' ? 'candidate' : 'client'
  const kept = mails.flatMap((mail) =>
    (mail.files ?? []).map((file, index) => ({ mail, file, index })).filter(({ file }) => Boolean(file.storedName)),
  )
  if (!answeredAt && !kept.length) return null
  return (
    <div className="inbound-mail">
      {answeredAt ? (
        <p className="inbound-mail__answered">
          <strong>{answeredLabel(collectionSlug)}</strong> on {when(answeredAt)}. Their answer is in the activity below.
        </p>
      ) : null}
      {kept.length ? (
        <>
          <p className="inbound-mail__files-heading">Files the {person} sent by e-mail</p>
          <ul className="inbound-mail__files">
            {kept.map(({ mail, file, index }) => (
              <li key={`${mail.id}-${index}`}>
                <a href={fileHref(mail.id, index)} download>
                  Download {file.name}
                </a>{' '}
                ({Math.max(1, Math.round(file.size / 1000))} KB{mail.receivedAt ? `, ${when(mail.receivedAt)}` : ''})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
