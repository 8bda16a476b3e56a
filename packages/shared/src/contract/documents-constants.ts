// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/** Message keys of the document refusals. */
export const DOCUMENT_ERROR_CODES = {
  /** 403: the active character does not know the document's language. */
  languageNotKnown: 'errors.languageNotKnown',
} as const;

/** The path of one document under the API, relative to the base path like the font paths. */
export function documentPath(id: number): string {
  return `/api/documents/${id}`;
}
