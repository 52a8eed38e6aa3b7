/** The section a URL fragment points at ("#cookies" -> "cookies"), or null when it names no section. */
export function sectionIdFromHash(hash: string, sectionIds: readonly string[]): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (!raw) return null
  let id: string
  try {
    id = decodeURIComponent(raw)
  } catch {
    return null
  }
  return sectionIds.includes(id) ? id : null
}

/** Adds a section to the open ones, keeping the others open (type="multiple" accordion). */
export const withSectionOpen = (open: readonly string[], id: string) => (open.includes(id) ? [...open] : [...open, id])
