// The account screens (login, sign-up, the one-time code, the three password screens) in English and under /mr and
// /hi: written once, rendered by the one-line pages of (site) with locale "en" and of mr/ and hi/ with theirs. The
// English texts come from messages/en.json, the same words as before; the forms keep their own English texts on an
// English page and get the page's as props otherwise (docs/decisions/languages.md).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { ForgetStaleUser } from '@/components/account/ForgetStaleUser'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { LoginForm } from '@/components/account/LoginForm'
import { SetNewPasswordForm } from '@/components/account/SetNewPasswordForm'
import { SignupForm } from '@/components/account/SignupForm'
import { VerifyOtpForm } from '@/components/account/VerifyOtpForm'
import { VerifyResetForm } from '@/components/account/VerifyResetForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { nextFromQuery, redirectMemberHome } from '@/features/accounts/pageGuards'
import { localizedPath, type Locale } from '@/i18n/locales'
import { routes, withNext } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { accountFormTexts } from './accountTexts'

type Screen = 'login' | 'signup' | 'verify' | 'forgot' | 'resetCode' | 'newPassword'
type NextParam = string | string[] | undefined

const paths: Record<Screen, string> = {
  login: routes.login,
  signup: routes.signup,
  verify: routes.verifyOtp,
  forgot: routes.forgotPassword,
  resetCode: routes.verifyOtpReset,
  newPassword: routes.setNewPassword,
}

/** The screen's title and description, with its alternates in the three languages; never indexed. */
export async function authMetadata(locale: Locale, screen: Screen): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Auth' })
  const description = screen === 'login' ? t('loginWelcome') : t(`${screen}Intro`)
  return { ...translatedPageMetadata({ title: t(`${screen}Title`), description, path: paths[screen] }, locale), robots: { index: false } }
}

/**
 * Logged-out only: the server sends a logged-in member to the home page (spec section 2), or on to `next`. `next` (a
 * path of this site) is carried to sign-up too, so a visitor heading for the talent application gets there either way.
 */
export async function LoginPage({ locale, nextParam }: { locale: Locale; nextParam: NextParam }) {
  setRequestLocale(locale)
  const next = nextFromQuery(nextParam)
  await redirectMemberHome(next === routes.home ? localizedPath(locale, routes.home) : next)
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  const toApplication = next === routes.joinAsTalent || next === localizedPath(locale, routes.joinAsTalent)
  return (
    <AuthCard
      title={t('loginTitle')}
      intro={toApplication ? t('loginIntroJoin') : t('loginWelcome')}
      footer={{
        prompt: t('loginPrompt'),
        links: [
          { href: withNext(localizedPath(locale, routes.signup), next), label: t('createAccount') },
          { href: localizedPath(locale, routes.forgotPassword), label: t('forgotPassword') },
        ],
      }}
    >
      <ForgetStaleUser />
      <Suspense>
        <LoginForm texts={texts} />
      </Suspense>
    </AuthCard>
  )
}

/** Logged-out only, like /login; `next` is kept until the code is verified. */
export async function SignupPage({ locale, nextParam }: { locale: Locale; nextParam: NextParam }) {
  setRequestLocale(locale)
  const next = nextFromQuery(nextParam)
  await redirectMemberHome(next === routes.home ? localizedPath(locale, routes.home) : next)
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  return (
    <AuthCard
      title={t('signupTitle')}
      intro={t('signupIntro')}
      footer={{ prompt: t('signupPrompt'), links: [{ href: withNext(localizedPath(locale, routes.login), next), label: t('logIn') }] }}
    >
      <ForgetStaleUser />
      <Suspense>
        <SignupForm next={next === routes.home ? localizedPath(locale, routes.home) : next} texts={texts} />
      </Suspense>
    </AuthCard>
  )
}

/** Logged-out only (spec section 2). */
export async function VerifyOtpPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  await redirectMemberHome(localizedPath(locale, routes.home))
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  return (
    <AuthCard
      title={t('verifyTitle')}
      intro={t('verifyIntro')}
      footer={{ prompt: t('verifyPrompt'), links: [{ href: localizedPath(locale, routes.signup), label: t('startAgain') }] }}
    >
      <Suspense>
        <VerifyOtpForm texts={texts} />
      </Suspense>
    </AuthCard>
  )
}

export async function ForgotPasswordPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  return (
    <AuthCard
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      footer={{ prompt: t('forgotPrompt'), links: [{ href: localizedPath(locale, routes.login), label: t('logIn') }] }}
    >
      <Suspense>
        <ForgotPasswordForm texts={texts} />
      </Suspense>
    </AuthCard>
  )
}

export async function VerifyResetPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  return (
    <AuthCard
      title={t('resetCodeTitle')}
      intro={t('resetCodeIntro')}
      footer={{ prompt: t('resetCodePrompt'), links: [{ href: localizedPath(locale, routes.forgotPassword), label: t('sendNewOne') }] }}
    >
      <Suspense>
        <VerifyResetForm texts={texts} />
      </Suspense>
    </AuthCard>
  )
}

export async function SetNewPasswordPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'Auth' }), accountFormTexts(locale)])
  return (
    <AuthCard
      title={t('newPasswordTitle')}
      intro={t('newPasswordIntro')}
      footer={{ prompt: t('newPasswordPrompt'), links: [{ href: localizedPath(locale, routes.login), label: t('logIn') }] }}
    >
      <Suspense>
        <SetNewPasswordForm texts={texts} />
      </Suspense>
    </AuthCard>
  )
}
