// Where data exports are kept until their link expires (docs/decisions/privacy.md, "Your data"): the private
// `data-exports` folder (lib/privateFiles.ts, as resumes are), one file per export named after its member, so an
// erased member's exports go with the account at once. Only names this module made are ever looked up.
import { privateFolder } from '@/lib/privateFiles'

const FILE_ID = /^[0-9a-f]{32}$/
const isMember = (member: number) => Number.isSafeInteger(member) && member > 0
const memberPrefix = (member: number) => `${member}-`
const fileName = (member: number, fileId: string) => `${memberPrefix(member)}${fileId}.zip`

const exports = () => privateFolder('data-exports')

export const saveExport = (member: number, fileId: string, bytes: Uint8Array) => {
  if (!isMember(member) || !FILE_ID.test(fileId)) throw new Error('not an export file id')
  return exports().save(fileName(member, fileId), bytes, 'application/zip')
}

/** The export's bytes, or null when it is gone (deleted after its day, or with the account) or was never made. */
export const readExport = (member: number, fileId: string) =>
  isMember(member) && FILE_ID.test(fileId) ? exports().read(fileName(member, fileId)) : Promise.resolve(null)

/** Deletes every export stored before `before`; answers how many went. */
export const removeExportsOlderThan = (before: Date) => exports().removeMany({ before })

/** Deletes a member's exports, whatever their age (the member is being erased); answers how many went. */
export const removeMemberExports = (member: number) =>
  isMember(member) ? exports().removeMany({ prefix: memberPrefix(member) }) : Promise.resolve(0)
