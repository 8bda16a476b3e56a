import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@club/shared/contract/audit';
import { apiQuery, QUIET } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET audit with the filters that are set; newest first, one page. */
export function auditQuery(query: AuditQuery) {
  return { ...apiQuery<AuditPage>(apiPaths.audit(query)), meta: QUIET };
}

export function useAudit(query: AuditQuery) {
  return useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
}
