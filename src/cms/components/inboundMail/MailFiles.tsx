'use client'
// The files that came with an answer by e-mail, on its page under "Unmatched mail": kept ones as staff-only
// downloads, refused ones named with the reason (only PDF and Word files are kept, as for resumes).
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { fileHref, type MailFile } from './inboundMailApi'
import './inboundMail.css'

export function MailFiles() {
  const { id } = useDocumentInfo()
  const files = useFormFields(([fields]) => fields.files?.value) as MailFile[] | null | undefined
  if (!id) return null
  return (
    <div className="inbound-mail">
      <p className="inbound-mail__files-heading">Attachments</p>
      {files?.length ? (
        <ul className="inbound-mail__files">
          {files.map((file, index) => (
            <li key={index}>
              {file.storedName ? (
                <a href={fileHref(id, index)} download>
                  Download {file.name}
                </a>
              ) : (
                <>
                  {file.name}: {file.refused}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}
    </div>
  )
}
