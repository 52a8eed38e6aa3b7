// English words written in Devanagari ("कैंडिडेट", "कस्टमर", "प्रपोजल", "स्टूडेंट्स"), read as the English word they
// sound like (docs/decisions/assistant.md, "Reading Marathi and Hindi"). Visitors on the Marathi and Hindi pages write
// the English words of their trade in Devanagari, each spelt a little differently, and a list of them is never
// complete. Both spellings are reduced to what is written of their sounds: consonants in broad classes (t for ट/त/थ
// and t/th, s for स and s/soft c, …) and, where a vowel is heard, the English letters that Devanagari vowel writes. A
// Devanagari consonant's own "a" may be silent or write any vowel (कस्टमर: "k-a-s-t-a-m-a-r" is "customer"), and an
// English "e" may be silent (safety: "सेफ्टी"). Only a word of three consonants or more is read this way (two leave
// too many English words alike: बात, "bat"), and the most frequent English word that fits wins.

/** A Devanagari consonant's class, as a pattern over the English word's key. */
const CONSONANT: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  च: 'C',
  छ: 'C',
  ज: '[Zs]',
  झ: '[Zs]',
  ट: 't',
  ठ: 't',
  त: 't',
  थ: 't',
  ड: 'd',
  ढ: 'd',
  द: 'd',
  ध: 'd',
  ण: 'n',
  न: 'n',
  ङ: 'n',
  ञ: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: '[Ss]',
  ष: '[Ss]',
  स: 's',
  ह: 'h',
}

/**
 * The English vowel letters each Devanagari vowel writes (after the text's normalisation, ./text, which reads long
 * and short i and u alike, ॉ as ो and ॅ as ै): कार्ड "card", टाइम "time", बिज़नेस "business", केस "case", ऑटोमेट
 * "automate". A consonant's own "a" may write any vowel, or none.
 */
const VOWEL_LETTERS: Record<string, string> = {
  '\u093E': 'aiou',
  '\u0906': 'aiou',
  '\u093F': 'iuey',
  '\u0907': 'iuey',
  '\u0941': 'uo',
  '\u0909': 'uo',
  '\u0947': 'eai',
  '\u090F': 'eai',
  '\u0948': 'ae',
  '\u0910': 'ae',
  '\u094B': 'oau',
  '\u0913': 'oau',
  '\u094C': 'oau',
  '\u0914': 'oau',
  '\u0905': 'aeiouy',
}
const ANY_VOWEL = 'aeiouy'
const VIRAMA = '\u094D'
const ANUSVARA = '\u0902'

/**
 * The English word's key: consonants as their class letter, each run of vowel letters in angle brackets, and a lone
 * "e" that is usually silent (after a vowel and a consonant, or at the end: "safety", "college") as "<e!>".
 * "customer" -> "k<u>st<o>m<e!>r", "registration" -> "r<e>Z<i>str<a>S<a>n".
 */
function englishKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/([bcdfgklmnprstvz])\1/g, '$1')
    .replace(/[st]ion/g, 'San')
    .replace(/t?ch/g, 'C')
    .replace(/sh/g, 'S')
    .replace(/th/g, 't')
    .replace(/ph/g, 'f')
    .replace(/gh/g, '')
    .replace(/wh/g, 'v')
    .replace(/ck|qu|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/g(?=[eiy])|j|z/g, 'Z')
    .replace(/w(?=[aeiouy])/g, 'v')
    .replace(/w/g, 'u')
    .replace(/(?<=[aeiouy][b-df-hj-np-tv-zCSZ])e(?=[b-df-hj-np-tv-zCSZ])|(?<=[b-df-hj-np-tv-zCSZ])e$/g, '!')
    .replace(/[aeiouy]+/g, (run) => `<${run}>`)
    .replace(/!/g, '<e!>')
}

/** How many consonants a key has. */
const consonants = (key: string) => key.replace(/<[^>]*>/g, '').length

/** Where a vowel may be: the English letters it may write, and whether it may be missing; or a virama's silence. */
type Slot = { letters: string; optional: boolean } | { silent: true }
const SILENT: Slot = { silent: true }

/**
 * The Devanagari word (already normalised: ./text) as patterns over English keys, or null when it is not one this can
 * read (fewer than three consonants, or a letter it does not know): first the one where a virama is no vowel at all,
 * then the one where it may be an English silent "e" ("सेफ्टी" safety). The first that fits any word is used, so "टैक्स"
 * is "tax" before "takes".
 */
function devanagariPatterns(word: string): [RegExp, RegExp] | null {
  const parts: (string | Slot)[] = []
  let count = 0
  const letters = [...word]
  const signAt = (i: number) => (letters[i] !== undefined && letters[i] !== VIRAMA ? VOWEL_LETTERS[letters[i]] : undefined)
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]
    if (letter === ANUSVARA) {
      // At the end of a word it only nasalises the vowel ("बनाएं", "हैं").
      if (i === letters.length - 1) continue
      parts.push('[mn]')
      count++
    } else if (letter === 'य' || (letter === 'ह' && letters[i - 1] === VIRAMA)) {
      // य in a loanword is heard as a vowel ("सॉफ्टवेयर" software, "रिव्यू" review); Marathi writes the English v as
      // व्ह ("व्हेरिफिकेशन"), whose ह is not heard on its own.
      const sign = signAt(i + 1)
      if (sign) i++
      parts.push({ letters: letter === 'य' ? ANY_VOWEL : (sign ?? ANY_VOWEL), optional: !sign && letter !== 'य' })
    } else if (CONSONANT[letter]) {
      parts.push(CONSONANT[letter])
      count++
      const sign = signAt(i + 1)
      if (letters[i + 1] === VIRAMA) {
        parts.push(SILENT)
        i++
      } else if (sign) {
        parts.push({ letters: sign, optional: false })
        i++
      } else parts.push({ letters: ANY_VOWEL, optional: true })
    } else if (VOWEL_LETTERS[letter]) parts.push({ letters: VOWEL_LETTERS[letter], optional: false })
    else if (letter !== VIRAMA) return null
  }
  if (count < 3) return null
  // Vowels next to each other are heard as one (टाइम "time"). A vowel sign at the end is heard ("डेटा" data, "कंपनी"
  // company; so "मोजतो", a Marathi verb, is not "most"); a consonant's own "a" at the end is not ("सर्विस" service).
  const merged: (string | Slot)[] = []
  for (const part of parts) {
    const last = merged[merged.length - 1]
    if (typeof part === 'string' || last === undefined || typeof last === 'string') merged.push(part)
    else if ('silent' in part) continue
    else if ('silent' in last) merged[merged.length - 1] = part
    else
      merged[merged.length - 1] = {
        letters: part.optional ? last.letters : last.optional ? part.letters : last.letters + part.letters,
        optional: part.optional && last.optional,
      }
  }
  // An English word may end in a silent "e" the Devanagari does not write ("service", "सर्विस").
  const pattern = (silentE: boolean) => new RegExp(`^${merged.map((part) => slotPattern(part, silentE)).join('')}(?:<e!>)?$`)
  return [pattern(false), pattern(true)]
}

/**
 * A consonant's own "a" is a short vowel, one English letter ("customer", "company") or none; a vowel sign may write a
 * pair that begins with one of its letters ("season": सीज़न, "automate": ऑटोमेट; not "sunday": संधि).
 */
const slotPattern = (part: string | Slot, silentE: boolean) =>
  typeof part === 'string'
    ? part
    : 'silent' in part
      ? silentE
        ? '(?:<e!>)?'
        : ''
      : part.optional
        ? '(?:<[a-z]!?>)?'
        : `(?:<[${part.letters}][a-z!]*>)`

export type LoanwordReader = (word: string) => string | undefined

/**
 * A reader for `words` (English words with how often they occur): a Devanagari word -> the most frequent English word
 * it sounds like, if any. `isFiller` leaves out words that carry no topic ("but" for "बात" would say nothing).
 */
export function loanwordReader(words: Iterable<[string, number]>, isFiller: (word: string) => boolean): LoanwordReader {
  const keyed: { word: string; key: string; count: number }[] = []
  for (const [word, count] of words) {
    if (!/^[a-z]+$/.test(word) || isFiller(word)) continue
    const key = englishKey(word)
    if (consonants(key) >= 3) keyed.push({ word, key, count })
  }
  return (devanagari) => {
    for (const pattern of devanagariPatterns(devanagari) ?? []) {
      let best: (typeof keyed)[number] | undefined
      for (const candidate of keyed) if (pattern.test(candidate.key) && (!best || candidate.count > best.count)) best = candidate
      if (best) return best.word
    }
    return undefined
  }
}
