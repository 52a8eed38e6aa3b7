// The pure rules of the growing login delay (unit-tested): how long a failed password check makes the next wait.
import { LOGIN_FIRST_WAIT_SECONDS, LOGIN_FREE_FAILURES, LOGIN_MAX_WAIT_SECONDS } from '@/lib/constants'

/** Seconds the address must wait after its `failures`-th failure in a row: 0 while free, then 30 s doubling to 15 min. */
export function loginWaitSeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0
  return Math.min(LOGIN_FIRST_WAIT_SECONDS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_WAIT_SECONDS)
}

/** "30 seconds", "1 minute", "15 minutes": the wait as a person reads it (rounded up to whole minutes past one). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** A member's login (or current-password check) while the address waits after repeated failures. */
export const loginWaitMessage = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${describeWait(seconds)}, or reset your password.`

/** The same for the staff login screen (the admin's own "Forgot password?" link resets it too). */
export const staffLoginWaitMessage = (seconds: number) =>
  `Too many failed login attempts for this address. Please try again in ${describeWait(seconds)}.`
