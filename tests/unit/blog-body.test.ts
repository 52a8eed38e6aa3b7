import { describe, expect, it } from 'vitest'

import { hasBlogBody, splitBlogBody, toParagraphs } from '@/features/content/blogBody'

const SUMMARY = 'Slow hiring costs startups more than a fee.'

describe('a blog body', () => {
  it('with no body shows the summary as the one plain part', () => {
    const expected = [{ kind: 'plain', paragraphs: [SUMMARY] }]
    expect(splitBlogBody('', SUMMARY)).toEqual(expected)
    expect(splitBlogBody('  \n\n \t', SUMMARY)).toEqual(expected)
    expect(splitBlogBody(null, SUMMARY)).toEqual(expected)
    expect(splitBlogBody(undefined, SUMMARY)).toEqual(expected)
  })

  it('with neither body nor summary has no parts', () => {
    expect(splitBlogBody('', '')).toEqual([])
  })

  it('without markers is one plain part, split into paragraphs at blank lines', () => {
    expect(splitBlogBody('First paragraph.\n\nSecond paragraph.\n\n\n\nThird.', SUMMARY)).toEqual([
      { kind: 'plain', paragraphs: ['First paragraph.', 'Second paragraph.', 'Third.'] },
    ])
  })

  it('shows the first part as plain text when there are several parts', () => {
    const parts = splitBlogBody('Opening words.\n\n§ Start with a brief\n\nWrite it down.', SUMMARY)
    expect(parts).toEqual([
      { kind: 'plain', paragraphs: ['Opening words.'] },
      { kind: 'section', heading: 'Start with a brief', paragraphs: ['Write it down.'] },
    ])
  })

  it('takes a part heading from the text after "§ " up to the end of that line', () => {
    const [part] = splitBlogBody('§ Expert Insight: compress the loop, not the judgement\nFirst line of text.\n\nNext.', SUMMARY)
    expect(part).toEqual({
      kind: 'highlight',
      heading: 'Expert Insight: compress the loop, not the judgement',
      paragraphs: ['First line of text.', 'Next.'],
    })
  })

  it('makes parts headed "Expert Insight" or "Key Takeaway" highlighted quote boxes', () => {
    const parts = splitBlogBody('Intro.\n\n§ Expert Insight\n\nA.\n\n§ Key Takeaway: book slots early\n\nB.', SUMMARY)
    expect(parts.map((part) => part.kind)).toEqual(['plain', 'highlight', 'highlight'])
  })

  it('only highlights headings that start with those words', () => {
    const parts = splitBlogBody('§ Our Expert Insight\n\nA.\n\n§ The Key Takeaway\n\nB.', SUMMARY)
    expect(parts.map((part) => part.kind)).toEqual(['section', 'section'])
  })

  it('shows a part headed "Conclusion" with a divider', () => {
    const parts = splitBlogBody('Intro.\n\n§ Conclusion\n\nFast hiring is about removing the waiting.', SUMMARY)
    expect(parts[1]).toEqual({ kind: 'conclusion', heading: 'Conclusion', paragraphs: ['Fast hiring is about removing the waiting.'] })
    expect(splitBlogBody('§ Conclusion: what to do next\n\nX.', SUMMARY)[0]?.kind).toBe('conclusion')
  })

  it('matches the special headings whatever their letter case', () => {
    const parts = splitBlogBody('§ KEY TAKEAWAY\n\nA.\n\n§ expert insight\n\nB.\n\n§ conclusion\n\nC.', SUMMARY)
    expect(parts.map((part) => part.kind)).toEqual(['highlight', 'highlight', 'conclusion'])
  })

  it('splits a full post in reading order', () => {
    const body = [
      'Every founder knows the feeling.',
      '',
      '§ Start with a one-page role brief',
      '',
      'Write down the first 90 days.',
      '',
      'Keep the brief honest.',
      '',
      '§ Expert Insight: compress the loop',
      '',
      'Run one combined final round.',
      '',
      '§ Key Takeaway',
      '',
      'Decide on your scorecard first.',
      '',
      '§ Conclusion',
      '',
      'Remove the waiting between steps.',
    ].join('\n')
    expect(splitBlogBody(body, SUMMARY)).toEqual([
      { kind: 'plain', paragraphs: ['Every founder knows the feeling.'] },
      {
        kind: 'section',
        heading: 'Start with a one-page role brief',
        paragraphs: ['Write down the first 90 days.', 'Keep the brief honest.'],
      },
      { kind: 'highlight', heading: 'Expert Insight: compress the loop', paragraphs: ['Run one combined final round.'] },
      { kind: 'highlight', heading: 'Key Takeaway', paragraphs: ['Decide on your scorecard first.'] },
      { kind: 'conclusion', heading: 'Conclusion', paragraphs: ['Remove the waiting between steps.'] },
    ])
  })

  it('does not show the summary when there is a body', () => {
    const parts = splitBlogBody('Body text.', SUMMARY)
    expect(JSON.stringify(parts)).not.toContain(SUMMARY)
  })

  it('starting with a marker has no plain part', () => {
    expect(splitBlogBody('§ Why candidates drop out\n\nThey feel forgotten.', SUMMARY)).toEqual([
      { kind: 'section', heading: 'Why candidates drop out', paragraphs: ['They feel forgotten.'] },
    ])
  })

  it('reads CRLF (and old CR) line endings like LF', () => {
    const lf = 'Intro.\n\n§ Key Takeaway\n\nA.\nStill A.\n\nB.\n\n§ Conclusion\n\nC.'
    expect(splitBlogBody(lf.replace(/\n/g, '\r\n'), SUMMARY)).toEqual(splitBlogBody(lf, SUMMARY))
    expect(splitBlogBody(lf.replace(/\n/g, '\r'), SUMMARY)).toEqual(splitBlogBody(lf, SUMMARY))
    expect(splitBlogBody('§ Conclusion\r\n\r\nDone.', SUMMARY)).toEqual([
      { kind: 'conclusion', heading: 'Conclusion', paragraphs: ['Done.'] },
    ])
  })

  it('only treats "§ " at the start of a line as a marker', () => {
    expect(splitBlogBody('See § 4 of the Act.\n\nSection symbol §in text.', SUMMARY)).toEqual([
      { kind: 'plain', paragraphs: ['See § 4 of the Act.', 'Section symbol §in text.'] },
    ])
  })

  it('keeps a titled part even when it has no text yet', () => {
    expect(splitBlogBody('Intro.\n\n§ Key Takeaway', SUMMARY)).toEqual([
      { kind: 'plain', paragraphs: ['Intro.'] },
      { kind: 'highlight', heading: 'Key Takeaway', paragraphs: [] },
    ])
  })

  it('treats a marker with no heading text as untitled plain text', () => {
    expect(splitBlogBody('Intro.\n\n§ \n\nMore.', SUMMARY)).toEqual([
      { kind: 'plain', paragraphs: ['Intro.'] },
      { kind: 'plain', paragraphs: ['More.'] },
    ])
  })

  it('trims the heading and ignores whitespace-only lines between paragraphs', () => {
    expect(splitBlogBody('§   Conclusion  \n  \nA.\n \t \nB.', SUMMARY)).toEqual([
      { kind: 'conclusion', heading: 'Conclusion', paragraphs: ['A.', 'B.'] },
    ])
  })
})

describe('blog body helpers', () => {
  it('know whether a post has a body', () => {
    expect(hasBlogBody('text')).toBe(true)
    expect(hasBlogBody(' \n ')).toBe(false)
    expect(hasBlogBody(null)).toBe(false)
  })

  it('split paragraphs at blank lines and keep single line breaks', () => {
    expect(toParagraphs('a\nb\n\nc')).toEqual(['a\nb', 'c'])
    expect(toParagraphs('')).toEqual([])
  })
})
