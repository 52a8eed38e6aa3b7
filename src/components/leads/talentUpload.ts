// Sends the talent application with XMLHttpRequest (fetch has no upload progress) and applies the spec's message
// rule (section 8): non-201 → the answer's message (our `msg`, which is the human text; `error` is a machine
// code), else "Failed to submit"; no answer at all → "Submission failed".
import { fieldMessagesOf, pageLanguage } from '@/lib/apiClient'
import { messages } from '@/lib/messages'

/** `fields`: the server's message per refused field (400), shown at those fields. */
export type UploadOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> }

export function talentOutcome(status: number, responseText: string): UploadOutcome {
  if (status === 201) return { ok: true }
  if (status === 0) return { ok: false, message: messages.talentFailure, fields: {} }
  try {
    const body = JSON.parse(responseText) as Record<string, unknown>
    const text = [body.msg, body.error].find((value): value is string => typeof value === 'string' && value.trim() !== '')
    return { ok: false, message: text ?? messages.talentSubmitFailed, fields: status === 400 ? fieldMessagesOf(body) : {} }
  } catch {
    return { ok: false, message: messages.talentSubmitFailed, fields: {} }
  }
}

export function uploadApplication(url: string, body: FormData, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.withCredentials = true
    // The page's language, so the server's refusals come in it (docs/decisions/languages.md "API messages").
    request.setRequestHeader('accept-language', pageLanguage())
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => resolve(talentOutcome(request.status, request.responseText))
    request.onerror = () => resolve(talentOutcome(0, ''))
    request.onabort = () => resolve(talentOutcome(0, ''))
    request.send(body)
  })
}
