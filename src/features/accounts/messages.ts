// Texts the accounts API answers with (spec section 8 texts come from src/lib/messages.ts).
import { describeWait } from './loginWait'

export const accountMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Please enter your full name.',
  nameTooLong: 'Your name can be at most 200 characters.',
  ageInvalid: 'Please enter your age as a whole number.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  passwordTooLong: 'Your password can be at most 128 characters long.',
  passwordCommon: 'This password is too common and easy to guess. Please choose a different one.',
  passwordContainsEmail: 'Your password must not contain your email address.',
  otpRequired: 'Please enter the OTP from your email.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',

  otpInvalid: 'Invalid OTP.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  otpCooldown: 'Please wait a minute before requesting another OTP.',
  otpHourlyLimit: 'Too many OTP requests for this email. Please try again later.',
  mailFailed: 'We could not send the email right now. Please try again later.',

  signupSuccess: 'Signup successful',
  accountExists: 'An account with this email already exists. Please log in.',
  loginInvalid: 'Invalid email or password',
  loginRateLimited: 'Too many login attempts from your network. Please try again later.',
  staffLoginRateLimited: 'Too many failed login attempts from your network. Please try again later.',
  loggedOut: 'Logged out.',
  resetRequested: 'If an account exists for this email, we have sent an OTP to reset your password.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  notLoggedIn: 'You are not logged in.',
  passwordChanged: 'Your password has been changed.',
  accountDeleted: 'Your account and its personal data have been deleted.',
} as const

/** A member's login (or current-password check) while the address waits after repeated failures. */
export const loginWaitMessage = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${describeWait(seconds)}, or reset your password.`

/** The same for the staff login screen (the admin's own "Forgot password?" link resets it too). */
export const staffLoginWaitMessage = (seconds: number) =>
  `Too many failed login attempts for this address. Please try again in ${describeWait(seconds)}.`
