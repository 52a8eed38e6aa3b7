/** Where the pipeline board lives under /admin (payload.config registers the view at this path). */
export const PIPELINE_PATH = '/pipeline'
