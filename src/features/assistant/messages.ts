// The chat widget's fixed texts (the spec leaves the wording open; the no-match text is spec section 8's).
import { islandMessages } from '@/lib/islandMessages'
import { routes } from '@/lib/routes'

export const chatText = {
  title: 'Chat with us',
  historyLabel: 'Messages',
  openButton: 'Open chat assistant',
  closeButton: 'Close chat',
  greetings: [
    "Hi! I'm the Pune Talent Works assistant.",
    'Ask me about our services, hiring with us, joining our talent network, or anything on this website. You can also pick an option below.',
  ],
  quickLabel: 'Quick options',
  websiteGuide: 'Website Guide',
  customerCare: 'Customer Care',
  faqs: 'FAQs',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your question…',
  send: 'Send',
  typing: 'Assistant is typing',
  faqsReply:
    'Our FAQs answer the common questions of businesses and gig workers: verification, internships, payments, onboarding and support.',
  faqsCta: { text: 'Open the FAQs', link: routes.faqs },
  careAsk: "I'll pass this conversation to our Customer Care team. What e-mail address should they reply to?",
  careEmailLabel: 'Your e-mail address',
  careTalkNow: 'Rather talk now?',
  careCall: 'Call',
  careWhatsApp: 'Chat on WhatsApp',
  careSubmit: 'Send to Customer Care',
  careSending: 'Sending…',
  careCancel: 'Cancel',
  careInvalidEmail: islandMessages.leadEmailInvalid,
  careFailed: 'Sorry, that did not go through. Please try again, or write to us from the contact page.',
  careConfirm: (email: string) => `Thank you! Our Customer Care team will reply to ${email} shortly.`,
  replyFailed: 'Sorry, I could not reach the server. Please try again in a moment.',
  reset: 'Start over',
  feedbackLabel: 'Was this answer helpful?',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackThanks: 'Thanks for your feedback.',
  feedbackUnknown: 'That answer is no longer available.',
  feedbackTooMany: 'Too many clicks at once. Please wait a moment.',
} as const
