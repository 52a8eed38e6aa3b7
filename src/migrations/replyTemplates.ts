// The saved replies a new installation starts with (reply-templates), added once by the migration that creates the
// collection; staff change or remove them afterwards. `kinds` (the lead kinds each is offered on) is added by the
// migration that adds the templates' "For".
export const STARTER_REPLY_TEMPLATES = [
  {
    name: 'Thanks, we will call you',
    kinds: ['contact', 'teamUp', 'support'],
    subject: 'Thank you for getting in touch',
    body: 'Hello {name},\n\nThank you for writing to us. We have read your message and one of our team will call you within one working day to talk it through.\n\nIf another time suits you better, just reply to this e-mail with a time and a number.',
  },
  {
    name: 'Interview invitation',
    kinds: ['talent'],
    subject: 'Invitation to an interview',
    body: 'Hello {name},\n\nThank you for your application. We would like to invite you to a short interview (about 30 minutes, by video call or at our Pune office).\n\nPlease reply with two or three times that suit you this week or next, and we will confirm one.',
  },
  {
    name: 'Need a little more detail',
    kinds: ['contact', 'teamUp', 'support'],
    subject: 'A few more details, please',
    body: 'Hello {name},\n\nThank you for your message. So that we can help you properly, could you tell us a little more: what you need, by when, and the best number to reach you?\n\nWe will get back to you as soon as we hear from you.',
  },
] as const
