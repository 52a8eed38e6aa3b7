'use client'
// Signup data waits in sessionStorage (it holds the password, so never localStorage) until the code is verified.
type PendingSignup = { email: string; name: string; age: number; password: string; confirmPassword: string }
/** The sign-up details and where the visitor was heading (a site path, checked again on arrival). */
type StoredSignup = PendingSignup & { next?: string }

const KEY = 'pendingSignup'

export function savePendingSignup(data: StoredSignup) {
  window.sessionStorage.setItem(KEY, JSON.stringify(data))
}

export function readPendingSignup(): StoredSignup | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as StoredSignup) : null
  } catch {
    return null
  }
}

export function clearPendingSignup() {
  window.sessionStorage.removeItem(KEY)
}

/** The reset flow passes e-mail and code between screens without putting the code in a URL. */
const RESET_KEY = 'passwordReset'
export type ResetProgress = { email: string; otp?: string }

export function saveResetProgress(progress: ResetProgress) {
  window.sessionStorage.setItem(RESET_KEY, JSON.stringify(progress))
}

/** The stored progress as text (a stable snapshot for useSyncExternalStore); '' when absent. */
export const readResetProgressRaw = () => window.sessionStorage.getItem(RESET_KEY) ?? ''

export function readResetProgress(): ResetProgress | null {
  try {
    const raw = readResetProgressRaw()
    return raw ? (JSON.parse(raw) as ResetProgress) : null
  } catch {
    return null
  }
}

export function clearResetProgress() {
  window.sessionStorage.removeItem(RESET_KEY)
}
