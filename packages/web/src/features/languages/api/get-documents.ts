import { useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '@club/shared/contract/documents';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/**
 * Every document the member sees, by title, with whether they can read it. Changing or
 * saving the active character (which decides what can be read) refreshes every document
 * read (refreshCharacters), like the known languages.
 */
export const documentsQuery = apiQuery<DocumentsResponse>(apiPaths.documents.list);

export function useDocuments() {
  return useQuery(documentsQuery);
}
