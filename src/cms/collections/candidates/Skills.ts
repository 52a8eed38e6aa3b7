// The skills vocabulary (docs/decisions/talent-pool.md, "Skills vocabulary"): the skills a resume's text is matched
// against, each with the other ways resumes write it ("JS" is JavaScript, "Tally ERP 9" is Tally). Staff keep it;
// the resume reader reads it afresh for every resume, so an edit counts from the next resume read.
import type { CollectionConfig } from 'payload'

import { SKILL_AREAS } from '@/features/candidates/skillAreas'

import { staffOnly } from '../../access/staffOnly'

export const Skills: CollectionConfig = {
  slug: 'skills',
  labels: { singular: 'Skill', plural: 'Skills' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'synonyms', 'area', 'updatedAt'],
    listSearchableFields: ['name'],
    description:
      'The skills suggested from resumes. A resume that mentions the name or any of the other spellings suggests the skill by its name.',
  },
  defaultSort: 'name',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'name',
      label: 'Skill',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
      admin: { description: 'As it appears on a profile, e.g. "JavaScript".' },
    },
    {
      name: 'synonyms',
      label: 'Other ways resumes write it',
      type: 'text',
      hasMany: true,
      maxLength: 100,
      admin: { description: 'e.g. "JS", "ECMAScript". Short capital abbreviations are matched in capitals only.' },
    },
    { name: 'area', label: 'Area', type: 'select', required: true, defaultValue: 'it', options: [...SKILL_AREAS] },
  ],
}
