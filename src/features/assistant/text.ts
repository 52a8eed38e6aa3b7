// How the assistant reads text: lower-case words, common filler words dropped, a light English stemmer and a small
// map of everyday variants (cv -> resume), applied the same way to the knowledge base and to visitors' messages.

/** Words that carry no topic in a visitor's question ("how do i", "can you please"). */
const STOP_WORDS = new Set(
  `a about after all also am an and any anything are around as ask at be been before being but by can cant could did do
  does doing dont during find for from get give go going got guys had happen happens has have hello here hey hi how i
  id if im in into is it its just know let like make me more much my need new no not now of ok okay on once or our
  please pls plz really right r show so some take tell than thank thanks that the their them then there these they
  this through to u up ur us use using very via want was we what whats wat when where which while who whom why will
  with would yes you your yours`.split(/\s+/),
)

/** Everyday variants mapped to the word the knowledge base uses. Generic vocabulary, not tuned to particular questions. */
const VARIANTS: Record<string, string> = {
  cv: 'resume',
  cvs: 'resume',
  biodata: 'resume',
  ph: 'phone',
  mobile: 'phone',
  mail: 'email',
  emails: 'email',
  consultancy: 'consulting',
  cost: 'price',
  costs: 'price',
  charge: 'price',
  charges: 'price',
  fee: 'fees',
  quote: 'proposal',
  quotation: 'proposal',
  devs: 'developers',
  dev: 'developers',
  ml: 'machine learning',
  asap: 'urgent',
  bot: 'chatbot',
  bots: 'chatbot',
  salary: 'pay',
  paid: 'pay',
  wages: 'pay',
  cheques: 'cheque',
  timings: 'hours',
  timing: 'hours',
}

/**
 * A light English stemmer so that "hire", "hiring" and "hired", or "pay" and "payment", meet at one term. It only
 * has to be consistent: the same rule runs over the knowledge base and over visitors' messages.
 */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  let base = word
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`
  else if (/(sh|ch|x|ss)es$/.test(base)) base = base.slice(0, -2)
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1)
  if (base.endsWith('ing') && base.length > 5) base = undouble(base.slice(0, -3))
  else if (base.endsWith('ed') && base.length > 4) base = undouble(base.slice(0, -2))
  else if (base.endsWith('ment') && base.length > 6) base = base.slice(0, -4)
  else if (base.endsWith('ly') && base.length > 5) base = base.slice(0, -2)
  else if (base.endsWith('er') && !base.endsWith('eer') && base.length > 5) base = base.slice(0, -2)
  else if (base.endsWith('ee') && base.length > 5) base = base.slice(0, -2)
  if (base.endsWith('e') && base.length > 3) base = base.slice(0, -1)
  return base
}

/** "shipp" -> "ship", "stopp" -> "stop"; "call" and "pass" keep their double letter. */
const undouble = (word: string) => (/([^lsz])\1$/.test(word) ? word.slice(0, -1) : word)

/** Splits text into words: letters and digits, keeping inner hyphens and apostrophes out. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** One word -> the index terms it stands for (none for a stop word). */
export function processWord(word: string): string[] {
  const lower = word.toLowerCase()
  if (STOP_WORDS.has(lower)) return []
  const variant = VARIANTS[lower]
  const words = variant ? variant.split(' ') : [lower]
  return words.map(stem)
}

/** All terms of a text, in order. */
export const termsOf = (text: string): string[] => tokenize(text).flatMap(processWord)
