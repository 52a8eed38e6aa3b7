// Shapes shared by the fixed page copy in src/content/.

/** A titled point: a feature, a step, a challenge, a use case. */
export type ContentPoint = { title: string; description: string }

/** A headline figure: "95%" + "client retention". */
export type Kpi = { value: string; label: string }

/** A call-to-action link; hrefs come from src/lib/routes.ts. */
export type CtaLink = { text: string; href: string }
