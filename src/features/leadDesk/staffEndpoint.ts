// What the lead desk's staff endpoints under /cms-api share (replies, the follow-up mails, the inbox export): a staff login from this site's own pages, a JSON body,
// and answers in Payload's own shape ({ errors: [{ message }] }), which the admin already reads.
import type { PayloadHandler, PayloadRequest } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { rejectForeignOrigin } from '@/lib/http'

export const staffError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

type StaffHandler = (req: PayloadRequest & { user: NonNullable<PayloadRequest['user']> }, body: unknown) => Promise<Response>

/** Only logged-in staff, from this site's pages; the body (if any) parsed as JSON, or a 400. */
export function staffEndpoint(handle: StaffHandler): PayloadHandler {
  return async (req) => {
    if (!req.user || !isStaff(req)) return staffError(403, 'Log in as staff to do this.')
    const foreign = rejectForeignOrigin(req as unknown as Request)
    if (foreign) return staffError(403, 'This request did not come from the admin.')
    let body: unknown = {}
    const text = req.text ? await req.text() : ''
    if (text.trim()) {
      try {
        body = JSON.parse(text)
      } catch {
        return staffError(400, 'The request could not be read. Reload the page and try again.')
      }
    }
    return handle(req as PayloadRequest & { user: NonNullable<PayloadRequest['user']> }, body)
  }
}
