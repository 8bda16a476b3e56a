import type { TFunction } from '../../../i18n/translator';
import type { FieldProblem } from '../validation';

/** The text of a field's problem, for an input's `error` prop. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  return problem ? t(problem.key, problem.values) : undefined;
}

/**
 * Moves focus to the first field with a problem, so keyboard and screen-reader users land
 * on what needs fixing. Fields are found by their `name`.
 */
export function focusFirstProblem(form: HTMLFormElement, fields: readonly string[]): void {
  const first = fields[0];
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
