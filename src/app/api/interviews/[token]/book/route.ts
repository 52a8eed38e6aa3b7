import { chooseSlotHandler } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'

/** POST /api/interviews/{token}/book {slot} → the interview as it now is, with what happened in `message`. */
export const POST = apiRoute(chooseSlotHandler('book'))
