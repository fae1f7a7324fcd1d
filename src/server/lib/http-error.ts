/** An error whose status and message are meant for the client (docs/product/api.md). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what)
export const badRequest = (message: string) => new HttpError(400, message)
export const conflict = (message: string) => new HttpError(409, message)
/** docs/product/tokens-and-restore.md: the record was deleted, and a deletion is final. */
export const gone = (message: string) => new HttpError(410, message)
