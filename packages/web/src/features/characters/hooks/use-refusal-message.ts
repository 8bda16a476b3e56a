import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ABILITY_RULES } from '@club/shared/rules/ability-selection';
import { CREATION_RULES } from '@club/shared/rules/character-creation';
import { SHEET_RULES } from '@club/shared/rules/character-sheet';
import type { RuleText } from '@club/shared/rules/rule-verdict';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';

const RULE_TEXTS: readonly RuleText[] = [
  ...Object.values(CREATION_RULES),
  ...Object.values(ABILITY_RULES),
  ...Object.values(SHEET_RULES),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The numbers of a rule's refusal as the server wrote them into its English text: the
 * error body carries the code and the text, and the text is the rule's template filled
 * in, so reading the template backwards gives a translation its numbers.
 */
export function refusalParams(code: string, message: string): Record<string, number> {
  const rule = RULE_TEXTS.find((r) => r.code === code);
  if (!rule) return {};
  const names: string[] = [];
  const pattern = escapeRegExp(rule.message).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => {
    names.push(name);
    return '(-?\\d+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(message);
  if (!match) return {};
  return Object.fromEntries(names.map((name, index) => [name, Number(match[index + 1])]));
}

/** Like useErrorMessage, with a rule refusal's numbers put into its translation. */
export function useRefusalMessage(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      if (isApiError(error) && error.code && i18n.exists(error.code)) {
        return t(error.code, refusalParams(error.code, error.message));
      }
      return errorMessage(error, fallbackKey);
    },
    [t, i18n, errorMessage],
  );
}
