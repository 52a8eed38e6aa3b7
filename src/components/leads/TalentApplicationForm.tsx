'use client'
// Talent application (spec section 2): all fields required, resume .pdf/.doc/.docx, thank-you view on success.
import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { ConsentCheckbox } from '@/components/forms/ConsentCheckbox'
import { FormMessage, TextAreaField, TextField, submitButtonClass } from '@/components/forms/fields'
import { Honeypot } from '@/components/forms/Honeypot'
import { revealResult } from '@/components/forms/revealResult'
import { translatedValidity } from '@/components/forms/translatedValidity'
import { messagesForFields, useFieldErrors } from '@/components/forms/useFieldErrors'
import { Link } from '@/components/ui/Link'
import type { TalentDefaults } from '@/features/leads/talentDefaults'
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@/lib/constants'
import { leadTrackingFields } from '@/lib/leadTracking'
import { messages } from '@/lib/messages'
import { localePrefix, type Locale } from '@/i18n/locales'
import { jobHref, leadApi, routes, withNext } from '@/lib/routes'
import { readStoredUser, useIsLoggedIn } from '@/lib/sessionClient'

import { fillLabel, talentFormLabels, type TalentFormTexts } from './talentFormTexts'
import { uploadApplication } from './talentUpload'

/** The fields the server may name in a 400 answer, in the form's order. */
const FIELD_NAMES = ['firstName', 'lastName', 'email', 'phone', 'location', 'anythingElse', 'file'] as const

/**
 * `defaults`: the member's e-mail and name, filled in (and still editable). `role`: the open role applied for
 * (docs/decisions/openings.md). `locale`: the page's language, recorded with the consents; the addresses the form leads
 * to (/mr/account, /mr/login) and the privacy notice it links are in it. `texts`: on a Marathi or Hindi page, the form's
 * labels, hints, buttons and the messages it shows without the server in that language (the server answers in it by
 * itself: the upload sends the page's Accept-Language); left out in English, so the English form keeps its own texts.
 */
export function TalentApplicationForm({
  defaults,
  role,
  locale = 'en',
  texts,
}: {
  defaults: TalentDefaults
  role?: { slug: string; title: string }
  locale?: Locale
  texts?: TalentFormTexts
}) {
  const label = texts?.labels ?? talentFormLabels
  const say = (text: string) => texts?.problems[text] ?? text
  const loggedIn = useIsLoggedIn()
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [progress, setProgress] = useState(0)
  const { formRef, errors, show: showFieldErrors, clear: clearFieldErrors, onFormChange } = useFieldErrors()
  const resultRef = useRef<HTMLDivElement>(null)
  // The thank-you view replaces the form (focus moves to it); the alert sits under the form. Both are brought into view.
  useEffect(() => {
    if (submitted || problem) revealResult(resultRef.current, { focus: submitted })
  }, [submitted, problem])

  useEffect(() => {
    // The server guard sends visitors to /login; this covers a logout in another tab. Storage is read
    // directly because during hydration useIsLoggedIn still reports the server's "logged out".
    const prefix = localePrefix(locale)
    if (!readStoredUser())
      router.replace(withNext(`${prefix}${routes.login}`, role ? jobHref(role.slug, prefix) : `${prefix}${routes.joinAsTalent}`))
  }, [loggedIn, router, role, locale])

  if (submitted) {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 py-10 text-center focus:outline-none">
        <CheckCircle2 aria-hidden className="size-14 text-green-700" />
        <p className="text-xl font-semibold text-ink">{say(messages.talentSuccess)}</p>
        {role && <p className="text-ink">{fillLabel(label.successRole, { title: role.title })}</p>}
        <p className="text-muted">{label.successNext}</p>
        <Link href={`${localePrefix(locale)}${routes.account}#my-applications`} className="font-semibold text-brand-700 underline">
          {label.followLink}
        </Link>
      </div>
    )
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const body = new FormData(form)
    const file = body.get('file')
    // The server enforces the 5 MB limit too; checking here saves a long upload.
    if (file instanceof File && file.size > RESUME_MAX_BYTES) {
      setProblem(say(messages.talentResumeTooLarge))
      return
    }
    for (const [key, value] of Object.entries(leadTrackingFields())) if (value) body.set(key, value)
    setSubmitting(true)
    setProblem(null)
    clearFieldErrors()
    setProgress(0)
    const outcome = await uploadApplication(leadApi.joinTalent, body, setProgress)
    setSubmitting(false)
    if (outcome.ok) {
      form.reset()
      setSubmitted(true)
      return
    }
    // A refused field is explained at the field; any other failure under the form.
    const atFields = messagesForFields(outcome.fields, FIELD_NAMES)
    if (atFields) showFieldErrors(atFields)
    else setProblem(say(outcome.message))
  }

  // On a Marathi or Hindi page the browser's own checks speak the page's language; the English form keeps the browser's.
  const { onInvalid, onInput: clearValidity } = translatedValidity(texts?.validity)

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onFormChange}
      onInvalid={onInvalid}
      onInput={clearValidity}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <Honeypot />
      {role && <input type="hidden" name="role" value={role.slug} />}
      <input type="hidden" name="language" value={locale} />
      <TextField
        label={label.firstName}
        name="firstName"
        error={errors.firstName}
        defaultValue={defaults.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        label={label.lastName}
        name="lastName"
        error={errors.lastName}
        defaultValue={defaults.lastName}
        autoComplete="family-name"
        required
      />
      <TextField
        label={label.email}
        name="email"
        error={errors.email}
        defaultValue={defaults.email}
        type="email"
        autoComplete="email"
        required
      />
      <TextField label={label.phone} name="phone" error={errors.phone} type="tel" autoComplete="tel" required />
      <div className="sm:col-span-2">
        <TextField
          label={label.location}
          name="location"
          error={errors.location}
          autoComplete="address-level2"
          placeholder={label.locationPlaceholder}
          required
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label={label.about} name="anythingElse" error={errors.anythingElse} required hint={label.aboutHint} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={label.resume}
          name="file"
          error={errors.file}
          type="file"
          accept={RESUME_EXTENSIONS.join(',')}
          required
          hint={label.resumeHint}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentCheckbox
          purpose="to consider me for work and contact me about it"
          locale={locale}
          label={texts ? label.consent : undefined}
          linkText={label.privacyLink}
          afterLink={label.afterPrivacyLink}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentCheckbox
          purpose=""
          name="phoneContact"
          required={false}
          locale={locale}
          label={label.phoneConsent}
          linkText={label.privacyLink}
          afterLink={label.afterPrivacyLink}
        />
      </div>
      {submitting && (
        <div className="sm:col-span-2">
          <label className="block text-sm font-semibold text-ink">
            {fillLabel(label.uploading, { progress })}
            <progress max={100} value={progress} aria-label={label.uploadProgress} className="mt-1 block h-2 w-full accent-brand-700">
              {progress}%
            </progress>
          </label>
        </div>
      )}
      {problem && (
        <div ref={resultRef} className="sm:col-span-2">
          <FormMessage tone="error">{problem}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={submitButtonClass} disabled={submitting}>
          {submitting ? label.submitting : label.submit}
        </button>
      </div>
    </form>
  )
}
