// Splits a blog post's plain-text body into the parts the post page shows (spec section 2, "Blog post").
// Editors start a part with a line "§ Heading"; paragraphs are separated by blank lines.

/**
 * - `plain`: untitled text (the text before the first marker, or the summary when there is no body)
 * - `section`: a titled part shown as a normal sub-section
 * - `highlight`: a part whose heading starts with "Expert Insight" or "Key Takeaway" (a quote box)
 * - `conclusion`: a part whose heading starts with "Conclusion" (shown after a divider)
 */
export type BlogBodyPart =
  { kind: 'plain'; paragraphs: string[] } | { kind: 'section' | 'highlight' | 'conclusion'; heading: string; paragraphs: string[] }

const BLOG_PART_MARKER = '§ '

const HIGHLIGHT_HEADINGS = ['expert insight', 'key takeaway']
const CONCLUSION_HEADING = 'conclusion'

/** Windows and old Mac line endings become "\n", so the rules below see one kind of line. */
const normaliseLineEndings = (text: string) => text.replace(/\r\n?/g, '\n')

/** Blank lines (spaces allowed) separate paragraphs; single line breaks stay inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return normaliseLineEndings(text)
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

// Headings are matched case-insensitively so "KEY TAKEAWAY" or "conclusion:" typed by an editor still count.
function headedKind(heading: string): 'section' | 'highlight' | 'conclusion' {
  const lower = heading.toLowerCase()
  if (HIGHLIGHT_HEADINGS.some((start) => lower.startsWith(start))) return 'highlight'
  if (lower.startsWith(CONCLUSION_HEADING)) return 'conclusion'
  return 'section'
}

export const hasBlogBody = (body: string | null | undefined) => Boolean(body?.trim())

/** The parts of a post in reading order. With no body, the summary is the one plain part. */
export function splitBlogBody(body: string | null | undefined, summary: string): BlogBodyPart[] {
  if (!hasBlogBody(body)) {
    const paragraphs = toParagraphs(summary)
    return paragraphs.length ? [{ kind: 'plain', paragraphs }] : []
  }

  const parts: BlogBodyPart[] = []
  let heading: string | null = null
  let lines: string[] = []

  const closePart = () => {
    const paragraphs = toParagraphs(lines.join('\n'))
    // Text before the first marker, or under a marker with no heading text, has nothing to title it.
    if (!heading) {
      if (paragraphs.length) parts.push({ kind: 'plain', paragraphs })
    } else {
      parts.push({ kind: headedKind(heading), heading, paragraphs })
    }
  }

  for (const line of normaliseLineEndings(body ?? '').split('\n')) {
    if (line.startsWith(BLOG_PART_MARKER)) {
      closePart()
      heading = line.slice(BLOG_PART_MARKER.length).trim()
      lines = []
    } else {
      lines.push(line)
    }
  }
  closePart()
  return parts
}
