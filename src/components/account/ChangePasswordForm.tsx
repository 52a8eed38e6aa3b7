'use client'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { labelsOf, say, type AccountFormTexts } from './formTexts'
import { NewPasswordFields } from './NewPasswordFields'
import { readNewPassword } from './validation'

const FALLBACK = 'Failed to change your password.'

/** `texts`: the labels and the browser-side messages in the page's language (a Marathi or Hindi page only). */
export function ChangePasswordForm({ email, texts }: { email: string; texts?: AccountFormTexts }) {
  const label = labelsOf(texts)
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const currentPassword = formText(form, 'currentPassword')
    setSubmitting(true)
    const { password, confirmPassword, problem: invalid } = await readNewPassword(form, email)
    if (invalid) {
      setSubmitting(false)
      return setNote({ tone: 'error', text: say(texts, invalid) })
    }
    const response = await postJson<{ msg: string }>(
      accountApi.changePassword,
      { currentPassword, password, confirmPassword },
      say(texts, FALLBACK),
    )
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    formElement.reset()
    setNote({ tone: 'success', text: response.body.msg })
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4">
      <TextField label={label.currentPassword} name="currentPassword" type="password" autoComplete="current-password" required />
      {texts ? (
        <NewPasswordFields label={label.newPassword} confirmLabel={label.confirmNewPassword} hint={label.passwordHint} />
      ) : (
        <NewPasswordFields />
      )}
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? label.saving : label.changePassword}
      </button>
    </form>
  )
}
