// The signed link of a data export (docs/decisions/privacy.md, "Your data"): the member's address, their id, the
// export's file id and the link's expiry, signed under PAYLOAD_SECRET for the purpose "data-export"
// (features/leads/linkToken.ts). Nothing is stored: the signature is the proof, so the member need not be logged in.
import { readLinkToken, signLinkToken } from '@/features/leads/linkToken'

const PURPOSE = 'data-export'
const FILE_ID = /^[0-9a-f]{32}$/

type ExportLink = { email: string; member: number; fileId: string; expiresAt: Date }

export const dataExportToken = ({ email, member, fileId, expiresAt }: ExportLink, secret: string) =>
  signLinkToken(PURPOSE, email, [String(member), fileId, expiresAt.getTime().toString(36)], secret)

type ExportLinkCheck = { ok: true; link: ExportLink } | { ok: false; reason: 'invalid' | 'expired' }

/** A genuine, unexpired link; `invalid` for an altered or made-up one, `expired` once its time has passed. */
export function readDataExportToken(token: string, secret: string, now = new Date()): ExportLinkCheck {
  const genuine = readLinkToken(PURPOSE, token.trim(), 3, secret)
  if (!genuine) return { ok: false, reason: 'invalid' }
  const [member, fileId, expires] = genuine.extra
  const expiresAt = /^[0-9a-z]{1,10}$/.test(expires) ? parseInt(expires, 36) : NaN
  if (!/^\d{1,12}$/.test(member) || !FILE_ID.test(fileId) || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' }
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, link: { email: genuine.email, member: Number(member), fileId, expiresAt: new Date(expiresAt) } }
}
