import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@club/shared/contract/audit';
import { apiRequest } from '../../../api/client';

/** GET audit with the filters that are set; newest first, one page. */
export function getAudit(query: AuditQuery): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return apiRequest<AuditPage>(`audit${search ? `?${search}` : ''}`, { quiet: true });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });
}
