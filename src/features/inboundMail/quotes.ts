// Trimming the quoted history off an answer (docs/decisions/lead-desk.md, "Replies come back"): the timeline shows
// what the person wrote, not our own mail quoted back underneath. A small set of rules for what mail programs add:
// "On … wrote:" (Gmail, Apple Mail, Thunderbird; also split over two lines), Outlook's "From: … Sent: …" block or its
// "-----Original Message-----" line, and ">" lines. Everything from the first such marker on is cut. The HTML part's
// Gmail quote (div.gmail_quote) is cut before the HTML is turned into text, when a mail has no text part.

const WROTE = /^(On\s.+|Le\s.+|Am\s.+)\s(wrote|a écrit|schrieb)\s?:\s*$/i
const WROTE_START = /^On\s.+/i
const ORIGINAL = /^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}\s*$/i
const OUTLOOK_FROM = /^\*?From:\*?\s.+/i
const OUTLOOK_FOLLOWS = /^\*?(Sent|Date|To|Subject):\*?\s/i

/** The answer without the quoted mail below it. */
export function trimQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let cut = lines.length
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trim()
    const next = (lines[index + 1] ?? '').trim()
    if (WROTE.test(line) || ORIGINAL.test(line) || line.startsWith('>')) {
      cut = index
      break
    }
    // "On Tue, 3 Mar 2026 at 10:02, Priya <priya@…>" / "wrote:" on the next line.
    if (WROTE_START.test(line) && /^(.*\s)?wrote:\s*$/i.test(next)) {
      cut = index
      break
    }
    // Outlook: "From: Name <address>" followed by "Sent:" (or Date/To/Subject) within the next lines.
    if (OUTLOOK_FROM.test(line) && lines.slice(index + 1, index + 4).some((after) => OUTLOOK_FOLLOWS.test(after.trim()))) {
      cut = index
      break
    }
  }
  const kept = lines.slice(0, cut)
  // Outlook's underline above its block.
  while (kept.length && /^(_{5,}|\s*)$/.test(kept[kept.length - 1])) kept.pop()
  return kept.join('\n').trim()
}

/** The HTML of a mail without Gmail's quoted history (and Outlook's or Apple's blockquote of it). */
export function trimQuotedHtml(html: string): string {
  const gmail = html.search(/<div[^>]*class="[^"]*gmail_quote[^"]*"/i)
  const cut = gmail >= 0 ? gmail : html.search(/<blockquote[^>]*type="cite"/i)
  return cut >= 0 ? html.slice(0, cut) : html
}
