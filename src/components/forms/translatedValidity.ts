// The browser's own checks in a Marathi or Hindi form's language (docs/decisions/languages.md, "The talent application
// form"): the talent application and contact forms use the same handlers.
import type { FormEvent } from 'react'

/** What a form says of one field when the browser finds it empty and, for an e-mail or a number, not valid. */
export type FieldValidity = { missing: string; invalid?: string }

/**
 * The form's `onInvalid` and `onInput` handlers: each field's message is set when the browser finds it invalid, and
 * cleared as soon as it is edited. Without `validity` (the English forms) there are none, and the browser keeps its
 * own messages.
 */
export function translatedValidity(validity: Record<string, FieldValidity> | undefined) {
  if (!validity) return { onInvalid: undefined, onInput: undefined }
  return {
    onInvalid: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target as HTMLInputElement
      const words = validity[field.name]
      if (!words || typeof field.setCustomValidity !== 'function') return
      field.setCustomValidity(field.validity.valueMissing || !words.invalid ? words.missing : words.invalid)
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target as HTMLInputElement
      if (typeof field.setCustomValidity === 'function') field.setCustomValidity('')
    },
  }
}
