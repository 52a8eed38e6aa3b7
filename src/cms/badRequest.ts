import { APIError } from 'payload'

/**
 * A 400 answer with its message. Payload shows an error's message only when the error has a name, and the
 * production build minifies class names (a plain APIError ends up nameless, answered "An unknown error occurred."),
 * so the name is set explicitly; `loggingLevels` can refer to it as well.
 */
export class BadRequest extends APIError {
  constructor(message: string) {
    super(message, 400)
    this.name = 'BadRequest'
  }
}
