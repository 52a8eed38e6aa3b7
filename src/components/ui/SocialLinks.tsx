/** The site's social profiles as links that open in a new tab (footer and contact page style them differently). */
export function SocialLinks({
  links,
  label,
  className,
  linkClassName,
  opensText = ' (opens in a new tab)',
}: {
  links: { network: string; url: string }[]
  label?: string
  className?: string
  linkClassName: string
  /** Read out after each network's name, in the page's language. */
  opensText?: string
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {link.network}
            <span className="sr-only">{opensText}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
