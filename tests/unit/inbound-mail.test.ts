// Answers to staff replies (docs/decisions/lead-desk.md, "Replies come back"): the token that routes an answer back
// to its lead is signed and cannot be guessed or moved to another lead, and the quoted history under an answer is cut.
import { describe, expect, it } from 'vitest'

import { answerText, htmlToPlainText } from '@/features/inboundMail/receive'
import { trimQuotedHtml, trimQuotedText } from '@/features/inboundMail/quotes'
import {
  readReplyToken,
  replyAddress,
  replyMessageId,
  replyToken,
  subjectTag,
  tokensInAddresses,
  tokensInMessageIds,
  tokensInSubject,
} from '@/features/inboundMail/token'

const SECRET = 'a-test-secret-of-enough-length-0123456789'

describe('the reply token', () => {
  it('names its lead, survives lower-casing, and is refused when altered, guessed or signed with another secret', () => {
    const token = replyToken({ leadCollection: 'talent-applications', leadId: 42 }, SECRET)
    expect(token).toMatch(/^a42x[0-9a-f]{20}$/)
    expect(readReplyToken(token, SECRET)).toEqual({ leadCollection: 'talent-applications', leadId: 42 })
    expect(readReplyToken(token.toUpperCase(), SECRET)).toEqual({ leadCollection: 'talent-applications', leadId: 42 })
    // Another lead's id with this signature, another kind, a changed signature, another secret: all refused.
    expect(readReplyToken(token.replace('a42x', 'a43x'), SECRET)).toBeNull()
    expect(readReplyToken(token.replace(/^a/, 'c'), SECRET)).toBeNull()
    expect(readReplyToken(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, SECRET)).toBeNull()
    expect(readReplyToken(token, `${SECRET}-other`)).toBeNull()
    expect(readReplyToken('c1x00000000000000000000', SECRET)).toBeNull()
    expect(readReplyToken('', SECRET)).toBeNull()
  })

  it('rides in the plus-address, the Message-ID and the subject, and is found in each again', () => {
    const token = replyToken({ leadCollection: 'contact-messages', leadId: 7 }, SECRET)
    const address = replyAddress('replies@inbound.example.in', token)
    expect(address).toBe(`replies+${token}@inbound.example.in`)
    expect(tokensInAddresses(['someone@example.in', address.toUpperCase()], 'replies@inbound.example.in')).toEqual([token])
    expect(tokensInAddresses([`other+${token}@inbound.example.in`], 'replies@inbound.example.in')).toEqual([])
    const messageId = replyMessageId('replies@inbound.example.in', token)
    expect(messageId).toMatch(new RegExp(`^<reply\\.${token}\\.[0-9a-f]{12}@inbound\\.example\\.in>$`))
    expect(tokensInMessageIds(`<abc@mail.gmail.com> ${messageId}`)).toEqual([token])
    expect(tokensInSubject(`Re: Your enquiry ${subjectTag(token)}`)).toEqual([token])
  })
})

describe('trimming the quoted history', () => {
  it('cuts at "On … wrote:", also when the line is split in two', () => {
    expect(trimQuotedText('Yes, Tuesday works.\n\nOn Tue, 3 Mar 2026 at 10:02, Priya <p@x.in> wrote:\n> Can we meet?\n')).toBe(
      'Yes, Tuesday works.',
    )
    expect(trimQuotedText('Thanks!\n\nOn Tue, 3 Mar 2026 at 10:02, Priya Sharma <p@x.in>\nwrote:\n> Hello')).toBe('Thanks!')
  })

  it('cuts ">" lines and Outlook\'s "From: … Sent:" block and "Original Message" line', () => {
    expect(trimQuotedText('Sounds good.\n> earlier text\n> more')).toBe('Sounds good.')
    expect(
      trimQuotedText(
        'Please send the contract.\n\n________________________________\nFrom: Asha <asha@agency.in>\nSent: Monday\nTo: Ravi\nSubject: Offer',
      ),
    ).toBe('Please send the contract.')
    expect(trimQuotedText('Noted.\n\n-----Original Message-----\nFrom: Asha\nquoted')).toBe('Noted.')
  })

  it('keeps an answer that quotes nothing, and a "From:" line that is not a header block', () => {
    expect(trimQuotedText('From: our side, all good.\nSee you then.')).toBe('From: our side, all good.\nSee you then.')
    expect(trimQuotedText('Line one\r\nLine two\r\n')).toBe('Line one\nLine two')
  })

  it("cuts Gmail's gmail_quote from an HTML-only answer", () => {
    const html =
      '<div dir="ltr">I can join on <b>Monday</b>.<br>Regards</div><br><div class="gmail_quote"><div class="gmail_attr">On Mon wrote:</div><blockquote>Old &amp; quoted</blockquote></div>'
    expect(trimQuotedHtml(html)).not.toContain('quoted')
    expect(htmlToPlainText(trimQuotedHtml(html))).toBe('I can join on Monday.\nRegards')
    expect(answerText({ text: undefined, html })).toBe('I can join on Monday.\nRegards')
    expect(answerText({ text: 'Plain answer\n\nOn Mon, Asha wrote:\n> old', html })).toBe('Plain answer')
  })
})

describe('without the inbound mailbox', () => {
  it('a staff reply carries nothing extra: Reply-To and subject stay as they were', async () => {
    const { replyRouting, inboundMailOn } = await import('@/features/inboundMail/outgoing')
    expect(process.env.INBOUND_IMAP_URL ?? '').toBe('')
    expect(inboundMailOn()).toBe(false)
    expect(replyRouting({ leadCollection: 'contact-messages', leadId: 7 }, 'Your enquiry')).toBeNull()
  })
})
