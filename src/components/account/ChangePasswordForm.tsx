'use client'
import { useState } from 'react'

import { FormMessage, TextField, submitButtonClass } from '@/components/forms/fields'
import { formText } from '@/components/forms/formText'
import { postJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { NewPasswordFields } from './NewPasswordFields'
import { readNewPassword } from './validation'

const FALLBACK = 'Failed to change your password.'

export function ChangePasswordForm({ email }: { email: string }) {
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
      return setNote({ tone: 'error', text: invalid })
    }
    const response = await postJson<{ msg: string }>(accountApi.changePassword, { currentPassword, password, confirmPassword }, FALLBACK)
    setSubmitting(false)
    if (!response.ok) return setNote({ tone: 'error', text: response.message })
    formElement.reset()
    setNote({ tone: 'success', text: response.body.msg })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
      <NewPasswordFields />
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <button type="submit" className={submitButtonClass} disabled={submitting}>
        {submitting ? 'Saving...' : 'Change password'}
      </button>
    </form>
  )
}
