// The chat widget's fixed texts for the panel, its log and the Customer Care form: English by default (chatText, word
// for word), or a Marathi or Hindi page's, which its layout reads on the server (messages/*.json, namespace Chat) and
// passes down as plain strings, so no Marathi or Hindi text is in an English page's JavaScript
// (docs/decisions/languages.md "The chat widget").
import { chatText } from '@/features/assistant/messages'

type Plain = Exclude<keyof typeof chatText, 'greetings' | 'faqsCta' | 'careConfirm'>

/** Every fixed text of the widget as a plain string; `careConfirm` has an `{email}` placeholder. */
export type ChatWords = Record<Plain | 'greeting1' | 'greeting2' | 'faqsCta' | 'careConfirm' | 'description', string>

const { greetings, faqsCta, careConfirm, ...plain } = chatText
export const englishChatWords: ChatWords = {
  ...plain,
  greeting1: greetings[0],
  greeting2: greetings[1],
  faqsCta: faqsCta.text,
  careConfirm: careConfirm('{email}'),
  description: 'Ask the Pune Talent Works assistant a question, or choose Website Guide, Customer Care or FAQs.',
}

/** The Customer Care confirmation for `email`. */
export const careConfirmation = (words: ChatWords, email: string) => words.careConfirm.replace('{email}', () => email)
