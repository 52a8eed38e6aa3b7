// Shared by both dialects' blog_rich_text migration: a post's stored body in the old form ("§ " text) and the new
// form (the editor's Lexical JSON), converted one row at a time by the migration's own SQL reads and writes.
import { blogLexicalToText, blogTextToLexical } from '../features/content/blogRichText'

/** The tables and columns that hold a post's body: the post itself and each of its saved versions. */
export const blogBodyColumns = [
  { table: 'blogs', column: 'body' },
  { table: '_blogs_v', column: 'version_body' },
] as const

export type BodyRow = { id: number | string; body: unknown }

const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

const isEditorState = (value: unknown) => Boolean(value && typeof value === 'object' && 'root' in value)

/** Up: "§ " text -> the editor's JSON (a row already converted is kept as it is). */
export function bodyToEditorJson(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const state = parsed(value)
  return JSON.stringify(isEditorState(state) ? state : blogTextToLexical(String(value)))
}

/** Down: the editor's JSON -> "§ " text. */
export function bodyToText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return blogLexicalToText(parsed(value))
}
