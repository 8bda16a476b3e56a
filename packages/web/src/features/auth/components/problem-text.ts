import type { TFunction } from 'i18next';
import type { FieldProblem } from '../validation';

/** The text of a field's problem, for an input's `error` prop. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  return problem ? t(problem.key, problem.values) : undefined;
}
