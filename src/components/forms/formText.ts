/** A text field's value from a submitted form ('' when the field is missing or holds a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
