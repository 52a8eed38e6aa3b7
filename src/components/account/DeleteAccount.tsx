'use client'
import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage } from '@/components/forms/fields'
import { buttonClass } from '@/components/ui/LinkButton'
import { accountApi, routes } from '@/lib/routes'
import { setStoredUser } from '@/lib/sessionClient'

const FALLBACK = 'Failed to delete your account.'
const dangerClass = 'bg-red-700 text-white hover:bg-red-800'

/** Delete account behind a confirmation dialog; on success the member is logged out and sent home. */
export function DeleteAccount() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function confirm() {
    setDeleting(true)
    setProblem(null)
    try {
      const response = await fetch(accountApi.me, { method: 'DELETE', credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { msg?: string }
      if (!response.ok) {
        setProblem(body.msg || FALLBACK)
        return
      }
      setStoredUser(null)
      setOpen(false)
      router.push(routes.home)
    } catch {
      setProblem(FALLBACK)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary', dangerClass)}>Delete my account</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            Your account, its login sessions and the personal data we keep with it are removed for good. This cannot be undone.
          </Dialog.Description>
          {problem && (
            <div className="mt-4">
              <FormMessage tone="error">{problem}</FormMessage>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary')}>Cancel</Dialog.Close>
            <button type="button" className={buttonClass('primary', dangerClass)} onClick={confirm} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Yes, delete my account'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
