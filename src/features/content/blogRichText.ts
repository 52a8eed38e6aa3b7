// A blog post's body is edited as Lexical rich text; the public API and the post page still speak the spec's
// "§ " text (see blogBody.ts). These two converters are the only bridge between the two forms:
// - blogLexicalToText: the editor's state -> "§ " text (API answers, search text, the post page, migration down)
// - blogTextToLexical: "§ " text -> the editor's state (migration up, seed)
// The "§ " text is plain: bold, italic and link targets have no place in it, so only their words carry over.

type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** The blocks of the body editor that become a titled part; each part's heading starts with its label. */
export const blogPartBlocks = [
  { slug: 'expertInsight', label: 'Expert Insight' },
  { slug: 'keyTakeaway', label: 'Key Takeaway' },
  { slug: 'conclusion', label: 'Conclusion' },
] as const

type BlogPartBlock = (typeof blogPartBlocks)[number]

type BlogPartFields = {
  id?: string
  blockName?: string
  blockType: BlogPartBlock['slug']
  heading?: string | null
  text?: string | null
}

export type BlogLexicalState = {
  root: { type: string; children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number; version: number }
}

const PART_MARKER = '§ '

export const lexicalText = (text: string): LexicalNode => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const lexicalElement = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const lexicalRoot = (children: LexicalNode[]): BlogLexicalState => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})

const childrenOf = (node: LexicalNode): LexicalNode[] => (Array.isArray(node.children) ? (node.children as LexicalNode[]) : [])

// Block ids look like the ones Payload gives a block added in the editor (24 hex digits).
function blockId(): string {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// ---------------------------------------------------------------- Lexical -> "§ " text

/** The words of an inline run: text, line breaks and the words of links; formatting is dropped. */
function inlineText(nodes: LexicalNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
      if (node.type === 'linebreak') return '\n'
      if (node.type === 'tab') return '\t'
      return inlineText(childrenOf(node))
    })
    .join('')
}

function listLines(list: LexicalNode, depth = 0): string[] {
  const numbered = list.listType === 'number'
  const lines: string[] = []
  let position = typeof list.start === 'number' ? list.start : 1
  for (const item of childrenOf(list)) {
    const nested = childrenOf(item).filter((child) => child.type === 'list')
    const words = inlineText(childrenOf(item).filter((child) => child.type !== 'list')).trim()
    if (words) lines.push(`${'  '.repeat(depth)}${numbered ? `${position++}.` : '-'} ${words}`)
    for (const child of nested) lines.push(...listLines(child, depth + 1))
  }
  return lines
}

const partBlock = (slug: unknown) => blogPartBlocks.find((block) => block.slug === slug)

/** A part block's heading always starts with its label, so the page shows it as the same kind of part. */
function partHeading(block: BlogPartBlock, heading: string): string {
  if (!heading) return block.label
  return heading.toLowerCase().startsWith(block.label.toLowerCase()) ? heading : `${block.label}: ${heading}`
}

/** The body in the spec's "§ " format: paragraphs separated by blank lines, each part opened by "§ Heading". */
export function blogLexicalToText(state: unknown): string {
  if (typeof state === 'string') return state
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  const chunks: string[] = []
  for (const node of childrenOf((state as { root: LexicalNode }).root)) {
    if (node.type === 'heading') {
      chunks.push(`${PART_MARKER}${inlineText(childrenOf(node)).replace(/\s+/g, ' ').trim()}`)
    } else if (node.type === 'list') {
      chunks.push(listLines(node).join('\n'))
    } else if (node.type === 'block') {
      const fields = (node.fields ?? {}) as Partial<BlogPartFields>
      const block = partBlock(fields.blockType)
      if (!block) continue
      chunks.push(`${PART_MARKER}${partHeading(block, (fields.heading ?? '').replace(/\s+/g, ' ').trim())}`)
      chunks.push((fields.text ?? '').replace(/\r\n?/g, '\n').trim())
    } else {
      chunks.push(inlineText(childrenOf(node)).trim())
    }
  }
  return chunks.filter(Boolean).join('\n\n')
}

// ---------------------------------------------------------------- "§ " text -> Lexical

function paragraphNode(paragraph: string): LexicalNode {
  const children: LexicalNode[] = []
  paragraph.split('\n').forEach((line, index) => {
    if (index > 0) children.push({ type: 'linebreak', version: 1 })
    if (line) children.push(lexicalText(line))
  })
  return lexicalElement('paragraph', children, { textFormat: 0, textStyle: '' })
}

const BULLET = /^- (.*)$/
const NUMBERED = /^(\d+)\. (.*)$/

/** A paragraph whose every line is "- item" (or "1. item") is a list in the editor. */
function listNode(paragraph: string): LexicalNode | null {
  const lines = paragraph.split('\n')
  for (const [pattern, listType, tag] of [
    [BULLET, 'bullet', 'ul'],
    [NUMBERED, 'number', 'ol'],
  ] as const) {
    const matches = lines.map((line) => pattern.exec(line))
    if (!matches.every(Boolean)) continue
    const start = listType === 'number' ? Number(matches[0]?.[1]) : 1
    const items = matches.map((match, index) =>
      lexicalElement('listitem', [lexicalText(match?.[match.length - 1] ?? '')], { value: start + index }),
    )
    return lexicalElement('list', items, { listType, start, tag })
  }
  return null
}

const paragraphsOf = (lines: string[]) =>
  lines
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** The editor's state for a "§ " body: headings for plain parts, a block for each Expert Insight, Key Takeaway or Conclusion. */
export function blogTextToLexical(text: string | null | undefined): BlogLexicalState {
  const children: LexicalNode[] = []
  let heading: string | null = null
  let lines: string[] = []

  const closePart = () => {
    const paragraphs = paragraphsOf(lines)
    const block = heading ? blogPartBlocks.find(({ label }) => heading?.toLowerCase().startsWith(label.toLowerCase())) : undefined
    if (block && heading) {
      const fields: BlogPartFields = { id: blockId(), blockName: '', blockType: block.slug, heading, text: paragraphs.join('\n\n') }
      children.push({ type: 'block', version: 2, format: '', fields })
      return
    }
    if (heading) children.push(lexicalElement('heading', [lexicalText(heading)], { tag: 'h2' }))
    for (const paragraph of paragraphs) children.push(listNode(paragraph) ?? paragraphNode(paragraph))
  }

  for (const line of (text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    if (line.startsWith(PART_MARKER)) {
      closePart()
      heading = line.slice(PART_MARKER.length).trim() || null
      lines = []
    } else {
      lines.push(line)
    }
  }
  closePart()
  return lexicalRoot(children)
}
