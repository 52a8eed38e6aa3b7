// Interviews booked by the candidate (docs/decisions/interviews.md): the domain's public surface.
export { cancelByCandidate, viewBooking, type BookingView } from './booking'
export { feedbackBody, giveFeedback, viewFeedback, type FeedbackView } from './feedback'
export { interviewGuards } from './requestGuards'
export { chooseSlotHandler } from './slotRoute'
export { startInterviewSteps } from './steps'
