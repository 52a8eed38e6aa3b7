// Fills a translated text's `{name}` placeholders: mails, labels, counts and API messages in every language. A name
// without a value stays as written. Client-safe (no imports), so labels on the page use it too.
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
