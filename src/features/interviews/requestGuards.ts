// The opening of the interview pages' endpoints (lib/requestGuard): this site's origin, then a per-address limit that
// a person choosing, moving or cancelling never reaches, and a guesser of links soon does.
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'

export const interviewGuards = {
  change: requestGuard({ keyPrefix: 'interview-change', points: 30, duration: 60 * 10, msg: messages.tooManyRequests }),
}
