// Builds Lexical editor state from the seed's simple block notation (see SeedRichText).
import type { SeedRichText } from './types'

type LexicalNode = Record<string, unknown>

const textNode = (text: string): LexicalNode => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: LexicalNode[], extra: LexicalNode = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function toLexical(blocks: SeedRichText) {
  const children: LexicalNode[] = []
  let list: LexicalNode[] | null = null
  for (const block of blocks) {
    if (block.startsWith('- ')) {
      if (!list) {
        list = []
        children.push(element('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      }
      list.push(element('listitem', [textNode(block.slice(2))], { value: list.length + 1 }))
      continue
    }
    list = null
    if (block.startsWith('## ')) children.push(element('heading', [textNode(block.slice(3))], { tag: 'h2' }))
    else children.push(element('paragraph', [textNode(block)], { textFormat: 0, textStyle: '' }))
  }
  return { root: element('root', children) } as {
    root: { type: string; children: LexicalNode[]; direction: 'ltr'; format: ''; indent: number; version: number }
  }
}
