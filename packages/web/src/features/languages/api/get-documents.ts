import { useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';

/**
 * Under ['characters', 'active'], so changing or saving the active character (which
 * decides what can be read) refreshes them, like the known languages.
 */
export const documentKeys = {
  all: ['characters', 'active', 'documents'] as const,
  list: ['characters', 'active', 'documents', 'list'] as const,
  one: (id: number) => ['characters', 'active', 'documents', 'one', id] as const,
};

/** Every document the member sees, by title, with whether they can read it. */
export function getDocuments(): Promise<DocumentsResponse> {
  return apiRequest<DocumentsResponse>('documents');
}

export function useDocuments() {
  return useQuery({ queryKey: documentKeys.list, queryFn: getDocuments });
}
