// The daily follow-up e-mail lives with the lead desk (features/leadDesk/followUpDigest.ts); lib/startup.ts starts it
// through this path.
export { startFollowUpDigests } from '@/features/leadDesk/followUpDigest'
