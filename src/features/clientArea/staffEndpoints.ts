// The shortlist's staff endpoints under /cms-api/shortlists/:id (staff only: 401 without a login, 403 for anyone
// else; state changes only from this site's pages). Answers in Payload's shape ({ errors: [{ message }] }) on refusal.
//   GET  /preview              exactly what the client will see, with each candidate's consent
//   GET  /pipeline             the requirement's pipeline to pick from
//   POST /pick {applications}  adds those candidates
//   POST /ask-consent {candidate}  mails the candidate a one-click consent link
//   POST /send                 sends it (refused without every candidate's consent)
//   GET  /resume/:candidate    the resume exactly as the client gets it
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { rejectForeignOrigin } from '@/lib/http'
import type { Result } from '@/lib/result'

import { loadShortlist } from './data'
import { shortlistResume } from './shortlistView'
import { askForConsent, pickFromPipeline, previewShortlist, sendShortlist, shortlistPipeline } from './staffShortlists'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

type StaffRequest = PayloadRequest & { user: NonNullable<PayloadRequest['user']> }

function staffOnly(handle: (req: StaffRequest, id: number) => Promise<Response>, changes = false): PayloadHandler {
  return async (req) => {
    if (!req.user) return refuse(401, 'Log in as staff to do this.')
    if (!isStaff(req)) return refuse(403, 'Only staff can do this.')
    if (changes) {
      const foreign = rejectForeignOrigin(req as unknown as Request)
      if (foreign) return refuse(403, 'This request did not come from the admin.')
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0 || id > 1e12) return refuse(404, 'This shortlist was not found.')
    return handle(req as StaffRequest, id)
  }
}

const answer = <T>(result: Result<T>) => (result.ok ? Response.json(result.value) : refuse(result.refusal.status, result.refusal.msg))

async function body(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const data: unknown = await (req as unknown as Request).json()
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const unreadable = () => refuse(400, 'The request could not be read. Reload the page and try again.')

export const shortlistEndpoints: Endpoint[] = [
  { path: '/:id/preview', method: 'get', handler: staffOnly(async (req, id) => answer(await previewShortlist(req.payload, id))) },
  { path: '/:id/pipeline', method: 'get', handler: staffOnly(async (req, id) => answer(await shortlistPipeline(req.payload, id))) },
  {
    path: '/:id/pick',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const data = await body(req)
      const list = Array.isArray(data?.applications) ? data.applications.map(Number).filter((n) => Number.isInteger(n) && n > 0) : null
      if (!list) return unreadable()
      return answer(await pickFromPipeline(req, id, list))
    }, true),
  },
  {
    path: '/:id/ask-consent',
    method: 'post',
    handler: staffOnly(async (req, id) => {
      const candidate = Number((await body(req))?.candidate)
      if (!Number.isInteger(candidate) || candidate <= 0) return refuse(400, 'Choose the candidate to ask for consent.')
      return answer(await askForConsent(req, id, candidate))
    }, true),
  },
  { path: '/:id/send', method: 'post', handler: staffOnly(async (req, id) => answer(await sendShortlist(req, id)), true) },
  {
    path: '/:id/resume/:candidate',
    method: 'get',
    handler: staffOnly(async (req, id) => {
      const shortlist = await loadShortlist(req.payload, id)
      if (!shortlist) return refuse(404, 'This shortlist was not found.')
      const result = await shortlistResume(
        req.payload,
        shortlist,
        typeof req.routeParams?.candidate === 'string' ? req.routeParams.candidate : '',
      )
      if (!result.ok) return refuse(result.refusal.status, result.refusal.msg)
      return pdfResponse(result.value.bytes, result.value.fileName)
    }),
  },
]

/** A PDF shown inline in the browser's viewer, never cached, sandboxed. */
export function pdfResponse(bytes: Uint8Array, fileName: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="${fileName.replace(/[^\x20-\x7E]|"/g, '')}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
