// The opening of the account endpoints (lib/requestGuard): this site's origin, then a per-address limit.
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'

import { LOGIN_PER_IP_POINTS, LOGIN_PER_IP_WINDOW_SECONDS } from '@/lib/constants'

export const accountGuards = {
  /** Password checks (login, change of password) per client address, on top of the per-address delay. */
  passwordCheck: requestGuard({
    keyPrefix: 'login-ip',
    points: LOGIN_PER_IP_POINTS,
    duration: LOGIN_PER_IP_WINDOW_SECONDS,
    msg: messages.loginRateLimited,
  }),
  /** Code requests (signup and reset) per client address: stops mail bombing many addresses. */
  codeRequest: requestGuard({ keyPrefix: 'otp-ip', points: 30, duration: 60 * 60, msg: messages.tooManyRequests }),
  /** My account's small settings (the e-mails' language) per client address. */
  setting: requestGuard({ keyPrefix: 'member-setting-ip', points: 30, duration: 60, msg: messages.tooManyRequests }),
}
