import { cn } from './cn'

/**
 * HTML produced on the server from the CMS's rich text (the Lexical converter escapes all text),
 * styled as readable prose.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-4 text-base leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
