// The resume as the client reads it (docs/decisions/clients.md, "Masked resumes"): with "Mask the resume" ticked, a
// clean PDF written with PDFKit from the resume's extracted text, minus e-mail addresses, phone numbers and links
// (and the surname, when the client sees only the first name and initial). Unmasked, the candidate's own PDF; a Word
// resume is shown as a PDF of its text. No metadata of the original file reaches the client.
import PDFDocument from 'pdfkit'

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|wa\.me|t\.me)\/\S*/giu
// Phone numbers: +91 and other country codes, 10-digit mobiles, landlines with STD codes; runs of 7+ digits with
// spaces, dots, dashes or brackets between them. Years ("2019 - 2023") have too few digits in each part to match.
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,5}\)?[\s.-]?)?\d{3,5}[\s.-]?\d{3,5}(?!\d)/g

function isPhone(candidate: string) {
  const digits = candidate.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return false
  // "2019-2023", "2018 2020": two years are not a phone number.
  return !/^(19|20)\d{2}[\s.-]*(19|20)\d{2}$/.test(candidate.trim())
}

/** The resume text with contact details removed (and `hide` words, e.g. the surname, replaced by their initial). */
export function maskContactDetails(text: string, hide: string[] = []): string {
  let masked = text
    .replace(EMAIL, '[e-mail removed]')
    .replace(URL_LIKE, '[link removed]')
    .replace(PHONE, (match) => (isPhone(match) ? '[phone removed]' : match))
  for (const word of hide) {
    if (word.length < 2) continue
    masked = masked.replace(new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'giu'), `${word.charAt(0).toUpperCase()}.`)
  }
  return masked
}

/** PDFKit's standard fonts speak Windows-1252: the rupee sign and other characters outside it are written out. */
function printable(text: string) {
  return text
    .replace(/₹/g, 'Rs. ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\n\t\x20-\x7E\u00A0-\u00FF]/g, '')
}

/** A plain A4 PDF of `title` and `body`, with no author or producer of the original file. */
export function textPdf(title: string, body: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: printable(title), Producer: 'Client area', Creator: 'Client area' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(16).text(printable(title))
    doc.moveDown()
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .text(printable(body) || 'The text of this resume could not be read.', { lineGap: 2 })
    doc.end()
  })
}
