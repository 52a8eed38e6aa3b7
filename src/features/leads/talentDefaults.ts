// What the talent form can fill in from the member's account: the e-mail, and the name split into first and last
// name at the first space ("Asha Rao Deshmukh" → "Asha" / "Rao Deshmukh"). The visitor can still change them.
export type TalentDefaults = { email: string; firstName: string; lastName: string }

export function talentDefaults(member: { email: string; name?: string | null }): TalentDefaults {
  const [firstName = '', ...rest] = (member.name ?? '').trim().split(/\s+/)
  return { email: member.email, firstName, lastName: rest.join(' ') }
}
