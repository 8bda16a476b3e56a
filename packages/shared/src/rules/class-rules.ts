import { CHARACTER_LIMITS } from '../constants';
import { ALLOWED, refuse, type RuleVerdict } from './rule-verdict';

/**
 * What makes a class playable: a character holds exactly six professions, the class's
 * mandatory ones and as many optional picks as `additional_professions` allows, so the
 * two must add up to six.
 */
export const CLASS_RULES = {
  professionCount: {
    code: 'errors.classProfessionCount',
    message:
      'The class has {mandatory} mandatory professions, so it must offer {needed} optional ones',
  },
} as const;

export function checkClassProfessionCounts(
  mandatoryCount: number,
  additionalProfessions: number,
): RuleVerdict {
  const needed = CHARACTER_LIMITS.professionsPerCharacter - mandatoryCount;
  if (additionalProfessions !== needed) {
    return refuse(CLASS_RULES.professionCount, {
      mandatory: mandatoryCount,
      needed: Math.max(0, needed),
    });
  }
  return ALLOWED;
}
