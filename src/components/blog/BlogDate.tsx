// A fixed time zone keeps the server's and the browser's rendering of a date identical.
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })

export function BlogDate({ value, className }: { value: string | null; className?: string }) {
  if (!value) return null
  return (
    <time dateTime={value} className={className}>
      {dateFormat.format(new Date(value))}
    </time>
  )
}
