import type {
  AbilitiesResponse,
  ClassesResponse,
  ClassProfessionsResponse,
  ProfessionAbilitiesResponse,
  ProfessionsResponse,
  SpecialAbilitiesResponse,
} from '@club/shared/contract/rules';
import * as apiPaths from '../../config/api-paths';
import { apiQuery } from '../api-query';

/**
 * The rules reads that the rules editors and the character screens both show: one cached
 * answer each, so an editor's change reaches the sheet too.
 */

/** Every class the user may see (conflict classes only for rules editors). */
export const classesQuery = apiQuery<ClassesResponse>(apiPaths.classes.list);

/** A class's mandatory and optional ("assigned") professions, each list in its order. */
export function classProfessionsQuery(classId: number) {
  return apiQuery<ClassProfessionsResponse>(apiPaths.classes.professions(classId));
}

/** Every profession with its abilities. */
export const professionsQuery = apiQuery<ProfessionsResponse>(apiPaths.professions.list);

/** A profession's abilities by order_learned (1..6). */
export function professionAbilitiesQuery(professionId: number) {
  return apiQuery<ProfessionAbilitiesResponse>(apiPaths.professions.abilities(professionId));
}

/** Every ability, by name. */
export const abilitiesQuery = apiQuery<AbilitiesResponse>(apiPaths.abilities.list);

/** The special abilities linked to an ability, in their order (its choices on the sheet). */
export function abilitySpecialAbilitiesQuery(abilityId: number) {
  return apiQuery<SpecialAbilitiesResponse>(apiPaths.abilities.specialAbilities(abilityId));
}
