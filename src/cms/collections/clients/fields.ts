// Fields that several of the client side's collections share, written once.
import type { Field } from 'payload'

/** The person and their application, side by side: an interview's or a placement's first row. */
export const candidateAndApplication: Field = {
  type: 'row',
  fields: [
    { name: 'candidate', label: 'Candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'application', label: 'Application', type: 'relationship', relationTo: 'talent-applications', index: true },
  ],
}
