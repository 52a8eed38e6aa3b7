// Builds Lexical editor state from the seed's simple block notation (see SeedRichText).
import { lexicalElement as element, lexicalRoot, lexicalText as textNode } from '@/features/content/blogRichText'

import type { SeedRichText } from './types'

export function toLexical(blocks: SeedRichText) {
  const children: ReturnType<typeof element>[] = []
  let list: ReturnType<typeof element>[] | null = null
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
  return lexicalRoot(children)
}
