// One profile per person in the talent pool (docs/decisions/talent-pool.md): every talent application is attached to
// the candidate it came from (features/candidates/attach.ts), and every resume they sent is a row of `resumes`. Staff
// only. The field names are shared by the talent-pool features (attach, resume suggestions, search, duplicates).
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, Field } from 'payload'

import { CANDIDATE_SOURCES } from '@/features/candidates/options'
import { normaliseEmail, normalisePhone } from '@/features/candidates/phone'
import { CANDIDATE_TIMELINE } from '@/features/leadActivity/kinds'
import { EMPLOYMENT_TYPES, SALARY_UNITS, WORK_MODES } from '@/features/openings/options'

import { candidateSearchEndpoint } from '@/features/candidates/searchEndpoint'
import { candidateResumeEndpoints } from '@/features/candidates/resumeEndpoints'

import { staffCollectionAccess } from '../../access/staffOnly'
import { dropFromResumeOnEdit } from '../../hooks/fromResume'
import { retentionFields } from '../../fields/retentionFields'
import { BadRequest } from '../../badRequest'
import { candidateEndpoints } from '@/features/candidates/endpoints'

import { flagPossibleDuplicates } from '../../hooks/candidateDuplicates'
import { detachOwnTimeline } from '../../hooks/leadActivity'
import { serverTimestamps } from '../../hooks/serverTimestamps'
import { consentHistoryField } from '../privacy/consentHistoryField'

/** Written by the server only (resume suggestions, duplicates, merges): a form opened earlier must not save its stale copy back. */
const serverOnly = { create: () => false, update: () => false }

const salary = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'amount', label: 'Amount (₹)', type: 'number', min: 0 },
        { name: 'unit', label: 'Per', type: 'select', options: [...SALARY_UNITS] },
      ],
    },
  ],
})

/**
 * The e-mail is kept in lower case and the phone in E.164 (+919876543210), whoever writes them, so that matching finds
 * the person again (docs/decisions/talent-pool.md, "Matching"). A phone that is not a number is refused with a message.
 */
const normaliseContact: CollectionBeforeChangeHook = ({ data }) => {
  const next = { ...data }
  if (typeof next.email === 'string') next.email = normaliseEmail(next.email)
  if (typeof next.phone === 'string') {
    const typed = next.phone.trim()
    const phone = typed ? normalisePhone(typed) : null
    if (typed && !phone) throw new BadRequest('This phone number cannot be read: write it like 98765 43210 or +91 98765 43210.')
    next.phone = phone
  }
  return next
}

/**
 * A candidate with applications stays (each application belongs to a person; a duplicate is merged, not deleted).
 * One without goes with its resumes, and its notes are detached like a deleted lead's (docs/security.md, "Deleting leads").
 */
const onlyWithoutApplications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'talent-applications',
    where: { candidate: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new BadRequest(
      `This candidate has ${totalDocs === 1 ? 'an application' : `${totalDocs} applications`}: delete ${totalDocs === 1 ? 'it' : 'them'} first, or merge the candidate into another.`,
    )
  }
  await req.payload.delete({ collection: 'resumes', where: { candidate: { equals: id } }, overrideAccess: true, req })
  // Its notes are detached, or removed with it by a privacy erasure (features/accounts/erasure.ts).
  await detachOwnTimeline(req, CANDIDATE_TIMELINE, id)
}

export const Candidates: CollectionConfig = {
  slug: 'candidates',
  labels: { singular: 'Candidate', plural: 'Candidates' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'location', 'headline', 'assignee', 'updatedAt'],
    listSearchableFields: ['name', 'email', 'phone', 'location', 'headline'],
    description: 'One profile per person: every application they sent, their resumes, notes and mails.',
    // Adding candidates from resumes (docs/decisions/talent-pool.md): one file, several, or a ZIP.
    components: { beforeList: ['/cms/components/candidates/UploadResumesLink#UploadResumesLink'] },
  },
  defaultSort: '-updatedAt',
  access: staffCollectionAccess,
  hooks: {
    beforeChange: [normaliseContact, serverTimestamps, dropFromResumeOnEdit],
    afterChange: [flagPossibleDuplicates],
    beforeDelete: [onlyWithoutApplications],
  },
  // GET /cms-api/candidates/search (features/candidates/search.ts); merging two profiles and adding a candidate to a
  // role (features/candidates/endpoints.ts); POST /cms-api/candidates/upload (resumes → profiles) and
  // /cms-api/candidates/:id/suggestions (accept, dismiss). See docs/decisions/talent-pool.md.
  endpoints: [{ path: '/search', method: 'get', handler: candidateSearchEndpoint }, ...candidateEndpoints, ...candidateResumeEndpoints],
  fields: [
    // "Possible duplicate" with a link to compare and merge, or where a merged profile went (docs/decisions/talent-pool.md).
    { name: 'duplicates', type: 'ui', admin: { components: { Field: '/cms/components/candidates/DuplicateNotice#DuplicateNotice' } } },
    consentHistoryField,
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', index: true },
        {
          name: 'phone',
          label: 'Phone',
          type: 'text',
          index: true,
          maxLength: 30,
          admin: { description: 'Stored as +91…; numbers without a country code are read as Indian.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location', label: 'Location', type: 'text', maxLength: 200 },
        { name: 'headline', label: 'Headline', type: 'text', maxLength: 300, admin: { description: 'e.g. "React developer, 4 years"' } },
      ],
    },
    // What the latest resume suggests, to accept or edit, and which values came from a resume (docs/decisions/talent-pool.md).
    {
      name: 'resumeSuggestions',
      type: 'ui',
      admin: { components: { Field: '/cms/components/candidates/ResumeSuggestions#ResumeSuggestions' } },
    },
    // "Add to a role": the candidate on a role's pipeline at Screening (docs/decisions/talent-pool.md, "Sourcing into roles").
    { name: 'addToRole', type: 'ui', admin: { components: { Field: '/cms/components/candidates/AddToRole#AddToRole' } } },
    // The candidate's page (cms/components/candidates): applications, stages, resumes and the timeline, newest first.
    { name: 'history', type: 'ui', admin: { components: { Field: '/cms/components/candidates/CandidateHistory#CandidateHistory' } } },
    // Notes on the candidate, and every entry of its applications: notes, replies, mails, stage moves (cms/components/leadActivity).
    { name: 'activity', type: 'ui', admin: { components: { Field: '/cms/components/leadActivity/LeadActivityField#LeadActivityField' } } },
    {
      type: 'collapsible',
      label: 'Skills and experience',
      fields: [
        { name: 'skills', label: 'Skills', type: 'text', hasMany: true, maxLength: 100 },
        {
          type: 'row',
          fields: [
            { name: 'yearsExperience', label: 'Years of experience', type: 'number', min: 0, max: 60 },
            { name: 'noticeDays', label: 'Notice period (days)', type: 'number', min: 0, max: 365 },
          ],
        },
        { name: 'languages', label: 'Languages', type: 'text', hasMany: true, maxLength: 60 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Pay and preferences',
      fields: [
        salary('currentSalary', 'Current salary'),
        salary('expectedSalary', 'Expected salary'),
        { name: 'workModes', label: 'Preferred work modes', type: 'select', hasMany: true, options: [...WORK_MODES] },
        { name: 'employmentTypes', label: 'Preferred employment types', type: 'select', hasMany: true, options: [...EMPLOYMENT_TYPES] },
      ],
    },
    {
      name: 'links',
      label: 'Links',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'linkedin', label: 'LinkedIn', type: 'text', maxLength: 500 },
            { name: 'github', label: 'GitHub', type: 'text', maxLength: 500 },
            { name: 'portfolio', label: 'Portfolio', type: 'text', maxLength: 500 },
          ],
        },
      ],
    },
    { name: 'tags', label: 'Tags', type: 'text', hasMany: true, maxLength: 60 },
    {
      name: 'source',
      label: 'How they first came',
      type: 'group',
      fields: [
        { name: 'kind', label: 'Came by', type: 'select', options: [...CANDIDATE_SOURCES], admin: { readOnly: true } },
        { name: 'sourcePage', label: 'Sent from page', type: 'text', admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            { name: 'utmSource', label: 'Campaign source', type: 'text', admin: { readOnly: true } },
            { name: 'utmMedium', label: 'Campaign medium', type: 'text', admin: { readOnly: true } },
            { name: 'utmCampaign', label: 'Campaign name', type: 'text', admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'utmTerm', label: 'Campaign term', type: 'text', admin: { readOnly: true } },
            { name: 'utmContent', label: 'Campaign content', type: 'text', admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'member',
      label: 'Website account',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'The member account they applied with, when there is one.' },
    },
    { name: 'assignee', label: 'Owner', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    // Which fields' current values came from a resume suggestion, e.g. ["skills","yearsExperience"] (docs/decisions/talent-pool.md).
    { name: 'fromResume', type: 'json', access: serverOnly, admin: { hidden: true } },
    // Suggestions read from a resume that the recruiter may accept (docs/decisions/talent-pool.md).
    { name: 'suggestions', type: 'json', access: serverOnly, admin: { hidden: true } },
    {
      name: 'possibleDuplicates',
      label: 'Possible duplicates',
      type: 'relationship',
      relationTo: 'candidates',
      hasMany: true,
      access: serverOnly,
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Array.isArray(data?.possibleDuplicates) && data.possibleDuplicates.length > 0,
      },
    },
    {
      name: 'mergedInto',
      label: 'Merged into',
      type: 'relationship',
      relationTo: 'candidates',
      index: true,
      access: serverOnly,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.mergedInto) },
    },
    // Legal hold and "Due for erasure since" (docs/decisions/privacy.md, "Retention").
    ...retentionFields,
  ],
}
