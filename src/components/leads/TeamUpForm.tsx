'use client'
// Team-Up Request (spec section 2 and 4): categories load first; the sub category is disabled until a main
// category is chosen, lists only that category's services, and resets when the main category changes.
import { PartyPopper } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { FormMessage, SelectField, TextAreaField, TextField, submitButtonClass } from '@/components/forms/fields'
import { Honeypot } from '@/components/forms/Honeypot'
import { revealResult } from '@/components/forms/revealResult'
import { messagesForFields, useFieldErrors } from '@/components/forms/useFieldErrors'
import { Link } from '@/components/ui/Link'
import type { TeamUpCategory } from '@/features/content/types'
import { leadReference } from '@/features/leadDesk/kinds'
import { postJson } from '@/lib/apiClient'
import { leadTrackingFields } from '@/lib/leadTracking'
import { messages } from '@/lib/messages'
import { ENGAGEMENT_MODELS } from '@/lib/constants'
import { leadApi, routes } from '@/lib/routes'

/** The fields the server may name in a 400 answer, in the form's order. */
const FIELD_NAMES = ['companyName', 'firstName', 'lastName', 'phone', 'email', 'mainCategory', 'subCategory', 'description'] as const

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; categories: TeamUpCategory[] }

/** One call: every category with its services (GET /api/teamup/categories). */
async function loadOptions(): Promise<TeamUpCategory[]> {
  const response = await fetch(leadApi.teamUpCategories)
  if (!response.ok) throw new Error(`${leadApi.teamUpCategories}: ${response.status}`)
  const body: unknown = await response.json()
  if (!Array.isArray(body)) throw new Error(`${leadApi.teamUpCategories}: not a list`)
  return body as TeamUpCategory[]
}

/** The service an engagement model is about (its "see the service" link), or '' for an unknown model. */
const modelService = (key: string) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.serviceSlug ?? ''

export function TeamUpForm() {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' })
  const [mainCategory, setMainCategory] = useState('')
  const [subCategory, setSubCategory] = useState('')
  const [engagementModel, setEngagementModel] = useState('')
  const [submitting, setSubmitting] = useState(false)
  // The stored request's reference once sent (its thank-you view quotes it).
  const [submitted, setSubmitted] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const { formRef, errors, show: showFieldErrors, clear: clearFieldErrors, onFormChange } = useFieldErrors()
  const resultRef = useRef<HTMLDivElement>(null)
  // The thank-you view replaces a long form (focus moves to it); the alert sits under it. Both are brought into view.
  useEffect(() => {
    if (submitted || failed) revealResult(resultRef.current, { focus: submitted !== null })
  }, [submitted, failed])

  useEffect(() => {
    // /engagement-models links here with `?model=<key>` and a service page's business request with `?service=<slug>`:
    // the page is static, so the choice is read in the browser. A model without a service brings its own service.
    const query = new URLSearchParams(window.location.search)
    const model = query.get('model') ?? ''
    const serviceSlug = query.get('service') || modelService(model)
    loadOptions()
      .then((categories) => {
        if (ENGAGEMENT_MODELS.some(({ key }) => key === model)) setEngagementModel(model)
        const category = categories.find((candidate) => candidate.subCategories.some((service) => service.slug === serviceSlug))
        const service = category?.subCategories.find((candidate) => candidate.slug === serviceSlug)
        if (category && service) {
          setMainCategory(category._id)
          setSubCategory(service._id)
        }
        setLoad({ status: 'loaded', categories })
      })
      .catch((error: unknown) => {
        console.error('Team-up categories load failed', error)
        setLoad({ status: 'failed' })
      })
  }, [])

  if (load.status === 'loading') return <p role="status">{messages.teamUpCategoriesLoading}</p>
  if (load.status === 'failed') return <FormMessage tone="error">{messages.teamUpCategoriesFailed}</FormMessage>
  if (submitted) {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 py-10 text-center focus:outline-none">
        <PartyPopper aria-hidden className="size-14 text-accent-500" />
        <p className="text-xl font-semibold text-ink">{messages.teamUpSuccess}</p>
        <p className="text-ink">
          Your reference: <strong>{submitted}</strong>
        </p>
        <p className="max-w-prose text-muted">
          Next: a member of our team will call or e-mail you within one working day to talk about the roles, the timing and the budget. We
          have sent the reference to your e-mail too.
        </p>
      </div>
    )
  }

  const subcategories = load.categories.find((category) => category._id === mainCategory)?.subCategories ?? []

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    setSubmitting(true)
    setFailed(false)
    clearFieldErrors()
    const response = await postJson<{ id: string }>(
      leadApi.teamUp,
      { ...form, mainCategory, subCategory, ...leadTrackingFields() },
      messages.teamUpFailure,
    )
    console.info('Team-up response', response)
    setSubmitting(false)
    if (response.ok) return setSubmitted(leadReference('teamUp', response.body.id))
    // A refused field is explained at the field; any other failure shows the spec's alert.
    const atFields = response.status === 400 ? messagesForFields(response.fields, FIELD_NAMES) : null
    if (atFields) showFieldErrors(atFields)
    else setFailed(true)
  }

  return (
    // Spec: fields are marked required but browser validation is off; the server validates.
    <form method="post" ref={formRef} onSubmit={onSubmit} onChange={onFormChange} noValidate className="relative grid gap-4 sm:grid-cols-2">
      <Honeypot />
      <h2 className="text-2xl font-bold text-ink sm:col-span-2">Team-Up Request</h2>
      <div className="sm:col-span-2">
        <TextField label="Company name" name="companyName" error={errors.companyName} autoComplete="organization" required />
      </div>
      <TextField label="First name" name="firstName" error={errors.firstName} autoComplete="given-name" required />
      <TextField label="Last name" name="lastName" error={errors.lastName} autoComplete="family-name" required />
      <TextField label="Phone" name="phone" error={errors.phone} type="tel" autoComplete="tel" required />
      <TextField label="Email" name="email" error={errors.email} type="email" autoComplete="email" required />
      <SelectField
        label="Main category"
        name="mainCategory"
        error={errors.mainCategory}
        required
        value={mainCategory}
        onChange={(event) => {
          setMainCategory(event.target.value)
          setSubCategory('')
        }}
      >
        <option value="">Choose a category</option>
        {load.categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sub category"
        name="subCategory"
        error={errors.subCategory}
        required
        disabled={!mainCategory}
        value={subCategory}
        onChange={(event) => setSubCategory(event.target.value)}
      >
        <option value="">{mainCategory ? 'Choose a service' : 'Choose a main category first'}</option>
        {subcategories.map((service) => (
          <option key={service._id} value={service._id}>
            {service.title}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <SelectField
          label="Engagement model (optional)"
          name="engagementModel"
          value={engagementModel}
          onChange={(event) => setEngagementModel(event.target.value)}
          error={errors.engagementModel}
        >
          <option value="">Not sure yet</option>
          {ENGAGEMENT_MODELS.map((model) => (
            <option key={model.key} value={model.key}>
              {model.name}
            </option>
          ))}
        </SelectField>
        <p className="mt-2 text-sm text-muted">
          <Link href={routes.engagementModels} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Compare engagement models
          </Link>{' '}
          to see who each suits, how soon it starts and how it is priced.
        </p>
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Staffing needs"
          name="description"
          error={errors.description}
          required
          hint="Roles, team size, skills and when you need them."
        />
      </div>
      {failed && (
        <div ref={resultRef} className="sm:col-span-2">
          <FormMessage tone="error">{messages.teamUpFailure}</FormMessage>
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={submitButtonClass} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  )
}
