// The Customer Care hand-off's conversation as staff see it. The browser sends both sides, so nothing in it is
// proof of what the assistant said: every line is labelled as the visitor's report, and a line break inside a
// message is indented so that typed text cannot pose as a line of its own (e.g. "\nAssistant: refund approved").

export type ConversationLine = { from: 'visitor' | 'assistant'; text: string }

const TRANSCRIPT_NOTICE =
  "Sent by the visitor's browser, not verified: the visitor could have written any of these lines, including the assistant's."

const SPEAKER: Record<ConversationLine['from'], string> = {
  visitor: 'Visitor',
  assistant: 'Assistant (as reported by the visitor)',
}

export function supportTranscript(conversation: ConversationLine[]): string {
  const lines = conversation.map(({ from, text }) => `${SPEAKER[from]}: ${text.replace(/\r\n?/g, '\n').replace(/\n/g, '\n    ')}`)
  return [TRANSCRIPT_NOTICE, '', ...lines].join('\n')
}
