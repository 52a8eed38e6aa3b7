'use client'
// The server's per-field messages (400 `fields`) shown at their fields: each field gets aria-invalid and its message
// through aria-describedby (see fields.tsx), and focus moves to the first invalid field in the form's order.
import { useCallback, useEffect, useRef, useState } from 'react'

export type FieldErrors = Record<string, string>

/**
 * Keeps only the messages of fields this form shows; null when none of them is one (the answer is then shown as
 * the form's general failure instead).
 */
export function messagesForFields(fields: FieldErrors, names: readonly string[]): FieldErrors | null {
  const shown = Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)))
  return Object.keys(shown).length > 0 ? shown : null
}

export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  // Focus moves once per answer, not when a message goes away while the visitor types.
  const focusPending = useRef(false)

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus()
  }, [errors])

  const show = useCallback((next: FieldErrors) => {
    focusPending.current = true
    setErrors(next)
  }, [])

  /** A field's message goes away as soon as the visitor changes that field. */
  const onFormChange = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name)
      setErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current))
  }, [])

  return { formRef, errors, show, clear: useCallback(() => setErrors({}), []), onFormChange }
}
