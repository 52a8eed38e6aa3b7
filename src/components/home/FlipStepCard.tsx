// A How We Work step: the front shows number and title, the back the description. It turns over on
// hover and on keyboard focus; with reduced motion it does not rotate and shows both sides at once.
export function FlipStepCard({ number, title, description }: { number: number; title: string; description: string }) {
  return (
    // Focus turns the card over for keyboard users, as hover does for mouse users; the card has no other action.
    <li
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="group rounded-2xl perspective-[1000px] focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500"
    >
      <div className="grid h-full rounded-2xl transform-3d motion-reduce:grid-rows-[auto_1fr] motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:rotate-y-180 motion-safe:group-focus:rotate-y-180">
        <div className="flex min-h-36 flex-col gap-3 sm:min-h-48 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm backface-hidden [grid-area:1/1] motion-reduce:min-h-0 motion-reduce:rounded-b-none motion-reduce:border-b-0 motion-reduce:pb-3 motion-reduce:shadow-none">
          <span className="grid size-12 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white">{number}</span>
          <h3 className="text-lg font-semibold text-ink">{title}</h3>
        </div>
        <div className="flex min-h-36 items-center sm:min-h-48 rounded-2xl bg-brand-800 p-6 text-white backface-hidden [grid-area:1/1] motion-safe:rotate-y-180 motion-reduce:min-h-0 motion-reduce:items-start motion-reduce:rounded-t-none motion-reduce:bg-white motion-reduce:px-6 motion-reduce:pt-0 motion-reduce:text-muted motion-reduce:[grid-area:2/1] motion-reduce:border motion-reduce:border-t-0 motion-reduce:border-slate-200">
          <p className="text-base leading-7">{description}</p>
        </div>
      </div>
    </li>
  )
}
