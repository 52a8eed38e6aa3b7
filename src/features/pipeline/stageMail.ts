// What the candidate reads when staff move their application on: kind, short, nothing anyone typed. Pure (no server
// imports), so the board shows staff the very text before a move that mails it (docs/decisions/openings.md).
const stageUpdateText = {
  interview: {
    subject: 'You are invited to an interview',
    paragraph: 'Good news: we would like to talk with you. A member of our team will contact you shortly to arrange the interview.',
  },
  offer: {
    subject: 'An offer for you',
    paragraph: 'Congratulations: your application has reached the offer stage. We will be in touch with the details very soon.',
  },
  placed: {
    subject: 'Welcome aboard',
    paragraph: 'Congratulations on your new role! Thank you for trusting us with your search; we wish you every success.',
  },
  rejected: {
    subject: 'An update on your application',
    paragraph:
      'Thank you for your interest and the time you gave us. After careful thought, we will not take your application further this time. We keep your profile in our talent network and hope to find a better fit for you soon.',
  },
} as const

export type MailedStage = keyof typeof stageUpdateText

/** The subject and paragraphs of the candidate's mail about a move to `stage`. */
export function candidateStageMessage(stage: MailedStage, roleTitle: string | null): { subject: string; paragraphs: string[] } {
  const { subject, paragraph } = stageUpdateText[stage]
  const about = roleTitle ? `your application for ${roleTitle}` : 'your general application'
  return {
    subject,
    paragraphs: [
      `This is an update about ${about}.`,
      paragraph,
      'You can see where each of your applications stands under My applications.',
    ],
  }
}
