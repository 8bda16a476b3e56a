import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClassProfessionOrderItem,
  ClassProfessionsResponse,
} from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import {
  classProfessionsCacheHandlers,
  type ClassProfessionsWrite,
} from './class-professions-cache';

/** A class's two lists of profession ids, each in its order. */
export interface ClassProfessionOrder {
  assigned: number[];
  mandatory: number[];
}

function orderItems(ids: number[], mandatory: boolean): ClassProfessionOrderItem[] {
  return ids.map((id, index) => ({ id, order: index + 1, mandatory: mandatory ? 1 : 0 }));
}

/**
 * POST classes/{id}/professions {assigned, mandatory}: every profession gets its place in
 * its list as its order, and becomes mandatory or optional by the list it is in.
 */
export function reorderClassProfessions(
  classId: number,
  order: ClassProfessionOrder,
): Promise<ClassProfessionsResponse> {
  return apiRequest<ClassProfessionsResponse>(apiPaths.classes.professions(classId), {
    method: 'POST',
    body: {
      assigned: orderItems(order.assigned, false),
      mandatory: orderItems(order.mandatory, true),
    },
  });
}

/** Saves the order of both lists; also moves a profession between optional and mandatory. */
export function useReorderClassProfessions({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...classProfessionsCacheHandlers(queryClient),
    mutationFn: ({ classId, expected }: ClassProfessionsWrite) =>
      reorderClassProfessions(classId, {
        assigned: expected.assigned.map((item) => item.id),
        mandatory: expected.mandatory.map((item) => item.id),
      }),
    onError,
  });
}
