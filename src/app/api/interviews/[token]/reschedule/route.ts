import { chooseSlotHandler } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'

/** POST /api/interviews/{token}/reschedule {slot} → the interview as it now is, with what happened in `message`. */
export const POST = apiRoute(chooseSlotHandler('reschedule'))
