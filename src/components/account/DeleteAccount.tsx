'use client'
import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormMessage } from '@/components/forms/fields'
import { buttonClass } from '@/components/ui/LinkButton'
import { localizedPath, type Locale } from '@/i18n/locales'
import { accountApi, routes } from '@/lib/routes'
import { setStoredUser } from '@/lib/sessionClient'

import { accountControlLabels, type AccountControlLabels } from './accountControlTexts'

const dangerClass = 'bg-red-700 text-white hover:bg-red-800'

/**
 * Delete account behind a confirmation dialog; on success the member is logged out and sent to the home page of the
 * page's language. `labels`: the texts in that language (a Marathi or Hindi page; English keeps its own).
 */
export function DeleteAccount({ labels, locale = 'en' }: { labels?: AccountControlLabels; locale?: Locale }) {
  const text = labels ?? accountControlLabels
  const FALLBACK = text.deleteFailed
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
      router.push(localizedPath(locale, routes.home))
    } catch {
      setProblem(FALLBACK)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary', dangerClass)}>{text.deleteButton}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{text.deleteTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{text.deleteText}</Dialog.Description>
          {problem && (
            <div className="mt-4">
              <FormMessage tone="error">{problem}</FormMessage>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary')}>{text.deleteCancel}</Dialog.Close>
            <button type="button" className={buttonClass('primary', dangerClass)} onClick={confirm} disabled={deleting}>
              {deleting ? text.deleting : text.deleteConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
