'use client'
// "Correct your profile" on /account (docs/decisions/privacy.md, "Correction"): the candidate profile's fields the
// member owns, saved with PATCH /api/users/me/candidate-profile; the server's message shows at each wrong field.
import { useState, type FormEvent } from 'react'

import { FormMessage, TextField } from '@/components/forms/fields'
import { buttonClass } from '@/components/ui/LinkButton'
import type { CandidateProfile } from '@/features/privacy/correctionSchema'
import { sendJson } from '@/lib/apiClient'
import { accountApi } from '@/lib/routes'

import { accountPrivacyLabels, type AccountPrivacyLabels } from './accountPrivacyTexts'

type TextKey = Exclude<keyof CandidateProfile, 'skills' | 'languages' | 'yearsExperience' | 'noticeDays'>

type Label = keyof AccountPrivacyLabels | 'LinkedIn' | 'GitHub'

const TEXTS: { key: TextKey; label: Label; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'fieldName', autoComplete: 'name' },
  { key: 'phone', label: 'fieldPhone', type: 'tel', autoComplete: 'tel' },
  { key: 'location', label: 'fieldLocation', autoComplete: 'address-level2' },
  { key: 'headline', label: 'fieldHeadline' },
]
/** LinkedIn and GitHub are names: the same in every language. */
const LINKS: { key: TextKey; label: Label }[] = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'portfolio', label: 'fieldPortfolio' },
]

const words = (value: string) =>
  value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
const number = (value: string) => (value.trim() === '' ? null : Number(value))

/** `labels`: the texts in the page's language (a Marathi or Hindi page); the English page passes none. */
export function CorrectProfileForm({
  initial,
  labels = accountPrivacyLabels,
}: {
  initial: CandidateProfile
  labels?: AccountPrivacyLabels
}) {
  const labelOf = (label: Label) => (label === 'LinkedIn' || label === 'GitHub' ? label : labels[label])
  const [form, setForm] = useState(() => toForm(initial))
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  const set = (key: string) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    setErrors({})
    const body = {
      ...Object.fromEntries([...TEXTS, ...LINKS].map(({ key }) => [key, form[key]])),
      skills: words(form.skills),
      languages: words(form.languages),
      yearsExperience: number(form.yearsExperience),
      noticeDays: number(form.noticeDays),
    }
    const result = await sendJson<{ msg: string; profile: CandidateProfile }>(
      'PATCH',
      accountApi.candidateProfile,
      body,
      labels.correctFailed,
    )
    setBusy(false)
    if (!result.ok) {
      setErrors(result.fields)
      return setMessage({ tone: 'error', text: result.message })
    }
    setForm(toForm(result.body.profile))
    setMessage({ tone: 'success', text: result.body.msg })
  }

  return (
    <form method="post" className="mt-4 space-y-4" onSubmit={save} noValidate aria-label={labels.correctTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXTS.map(({ key, label, type, autoComplete }) => (
          <TextField
            key={key}
            label={labelOf(label)}
            name={key}
            type={type}
            autoComplete={autoComplete}
            value={form[key]}
            onChange={set(key)}
            error={errors[key]}
          />
        ))}
        <TextField
          label={labels.fieldSkills}
          name="skills"
          value={form.skills}
          onChange={set('skills')}
          error={errors.skills}
          hint={labels.commaHint}
        />
        <TextField
          label={labels.fieldLanguages}
          name="languages"
          value={form.languages}
          onChange={set('languages')}
          error={errors.languages}
          hint={labels.commaHint}
        />
        <TextField
          label={labels.fieldYearsExperience}
          name="yearsExperience"
          inputMode="numeric"
          value={form.yearsExperience}
          onChange={set('yearsExperience')}
          error={errors.yearsExperience}
        />
        <TextField
          label={labels.fieldNoticeDays}
          name="noticeDays"
          inputMode="numeric"
          value={form.noticeDays}
          onChange={set('noticeDays')}
          error={errors.noticeDays}
        />
        {LINKS.map(({ key, label }) => (
          <TextField key={key} label={labelOf(label)} name={key} type="url" value={form[key]} onChange={set(key)} error={errors[key]} />
        ))}
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? labels.correctSaving : labels.correctSave}
      </button>
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
    </form>
  )
}

function toForm(profile: CandidateProfile) {
  return {
    name: profile.name,
    phone: profile.phone,
    location: profile.location,
    headline: profile.headline,
    linkedin: profile.linkedin,
    github: profile.github,
    portfolio: profile.portfolio,
    skills: profile.skills.join(', '),
    languages: profile.languages.join(', '),
    yearsExperience: profile.yearsExperience === null ? '' : String(profile.yearsExperience),
    noticeDays: profile.noticeDays === null ? '' : String(profile.noticeDays),
  }
}
