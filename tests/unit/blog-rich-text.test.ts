import { describe, expect, it } from 'vitest'

import { blogs } from '../../src/cms/seed/data/blogs'
import { splitBlogBody } from '../../src/features/content/blogBody'
import { blogLexicalToText, blogTextToLexical, lexicalElement, lexicalRoot, lexicalText } from '../../src/features/content/blogRichText'
import { bodyToEditorJson, bodyToText } from '../../src/migrations/blogBodies'

const paragraph = (...children: ReturnType<typeof lexicalText>[]) => lexicalElement('paragraph', children, { textFormat: 0, textStyle: '' })
const block = (blockType: string, heading: string, text: string) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: '65a1b2c3d4e5f6a7b8c9d0e1', blockName: '', blockType, heading, text },
})

describe('blog body: "§ " text and the editor', () => {
  it.each(blogs.map((post) => [post.slug, post.body]))('round-trips the seeded post %s exactly', (_slug, body) => {
    const state = blogTextToLexical(body)
    expect(blogLexicalToText(state)).toBe(body)
    expect(splitBlogBody(blogLexicalToText(state), '')).toEqual(splitBlogBody(body, ''))
    // Editors get blocks for the quote boxes and the conclusion, headings for the other parts: no "§ " left to type.
    expect(JSON.stringify(state)).not.toContain('§')
  })

  it('turns Expert Insight, Key Takeaway and Conclusion parts into blocks and other parts into headings', () => {
    const state = blogTextToLexical(
      'Intro.\n\n§ Plan\n\nStep one.\n\n§ Expert Insight: be quick\n\nA.\n\nB.\n\n§ Key Takeaway\n\nC.\n\n§ Conclusion\n\nD.',
    )
    const nodes = state.root.children
    expect(nodes.map((node) => node.type)).toEqual(['paragraph', 'heading', 'paragraph', 'block', 'block', 'block'])
    expect(nodes[3]).toMatchObject({ fields: { blockType: 'expertInsight', heading: 'Expert Insight: be quick', text: 'A.\n\nB.' } })
    expect(nodes[4]).toMatchObject({ fields: { blockType: 'keyTakeaway', heading: 'Key Takeaway', text: 'C.' } })
    expect(nodes[5]).toMatchObject({ fields: { blockType: 'conclusion', heading: 'Conclusion', text: 'D.' } })
  })

  it('writes what an editor made in the editor as "§ " text: formatting and link targets drop, lists keep their marks', () => {
    const bold = { ...lexicalText('fast'), format: 1 }
    const link = lexicalElement('link', [lexicalText('our team')], { fields: { url: 'https://example.in', linkType: 'custom' } })
    const state = lexicalRoot([
      paragraph(lexicalText('Hire '), bold, lexicalText(' with '), link, { type: 'linebreak', version: 1 }, lexicalText('today.')),
      lexicalElement('heading', [lexicalText('  Three   steps ')], { tag: 'h2' }),
      lexicalElement('list', [lexicalElement('listitem', [lexicalText('Brief')]), lexicalElement('listitem', [lexicalText('Screen')])], {
        listType: 'bullet',
      }),
      lexicalElement('list', [lexicalElement('listitem', [lexicalText('Offer')]), lexicalElement('listitem', [lexicalText('Join')])], {
        listType: 'number',
        start: 1,
      }),
      paragraph(),
      block('expertInsight', 'hire for the first 90 days', 'One.\r\n\r\nTwo.'),
      block('keyTakeaway', '', 'Three.'),
      block('conclusion', 'Conclusion: in short', 'Four.'),
    ])
    const text = blogLexicalToText(state)
    expect(text).toBe(
      [
        'Hire fast with our team\ntoday.',
        '§ Three steps',
        '- Brief\n- Screen',
        '1. Offer\n2. Join',
        '§ Expert Insight: hire for the first 90 days',
        'One.\n\nTwo.',
        '§ Key Takeaway',
        'Three.',
        '§ Conclusion: in short',
        'Four.',
      ].join('\n\n'),
    )
    expect(splitBlogBody(text, '').map((part) => part.kind)).toEqual(['plain', 'section', 'highlight', 'highlight', 'conclusion'])
    // And back: lists and line breaks come back as lists and line breaks.
    expect(blogLexicalToText(blogTextToLexical(text))).toBe(text)
    expect(blogTextToLexical(text).root.children.filter((node) => node.type === 'list')).toHaveLength(2)
  })

  it('answers an empty body for no body, and a body still stored as text as it is', () => {
    expect(blogLexicalToText(null)).toBe('')
    expect(blogLexicalToText(lexicalRoot([]))).toBe('')
    expect(blogLexicalToText('§ Old\n\nText')).toBe('§ Old\n\nText')
  })
})

describe('blog_rich_text migration: row values', () => {
  it('converts every seeded body up to the editor JSON and down to the same text', () => {
    for (const { body } of blogs) {
      const json = bodyToEditorJson(body)
      expect(JSON.parse(json ?? '')).toHaveProperty('root')
      expect(bodyToText(json)).toBe(body)
      // PostgreSQL answers jsonb as an object.
      expect(bodyToText(JSON.parse(json ?? ''))).toBe(body)
      // A row that is already converted stays as it is.
      expect(bodyToEditorJson(json)).toBe(json)
    }
  })

  it('keeps an empty body empty', () => {
    expect(bodyToEditorJson(null)).toBeNull()
    expect(bodyToEditorJson('')).toBeNull()
    expect(bodyToText(null)).toBeNull()
  })
})
