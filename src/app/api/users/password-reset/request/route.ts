import { passwordResetRequest } from '@/features/accounts/handlers'
import { apiRoute } from '@/lib/apiRoute'

export const POST = apiRoute(passwordResetRequest)
