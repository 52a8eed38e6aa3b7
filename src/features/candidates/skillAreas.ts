// The areas a skill of the vocabulary belongs to (the `skills` collection's select and the seed's groups).
export const SKILL_AREAS = [
  { value: 'it', label: 'IT' },
  { value: 'bpo', label: 'BPO' },
  { value: 'finance', label: 'Finance' },
  { value: 'operations', label: 'Operations' },
  { value: 'other', label: 'Other' },
] as const

export type SkillArea = (typeof SKILL_AREAS)[number]['value']
