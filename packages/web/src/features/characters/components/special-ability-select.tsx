import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useAbilitySpecialAbilities } from '../api/get-special-abilities';

interface SpecialAbilitySelectProps {
  abilityId: number;
  abilityName: string;
  value: number | null;
  /** The saved choice's name, shown while the choices load. */
  savedName: string | null;
  disabled: boolean;
  onChange: (specialAbilityId: number | null) => void;
  /** Why the choice is needed (locking with the slot empty), shown beside it. */
  error?: string | null;
  /** Moves focus and the view to the select once, e.g. after a refused lock. */
  focusRequest?: number;
}

/** The special ability of a chosen ability that has them: one of those linked to it. */
export function SpecialAbilitySelect({
  abilityId,
  abilityName,
  value,
  savedName,
  disabled,
  onChange,
  error,
  focusRequest,
}: SpecialAbilitySelectProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focusRequest || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    ref.current.focus({ preventScroll: true });
  }, [focusRequest]);
  const query = useAbilitySpecialAbilities(abilityId, true);
  const choices = query.data?.abilities ?? [];
  const options = choices.map((special) => ({
    value: String(special.id),
    label: special.type ? `${special.name} (${special.type})` : special.name,
  }));
  if (value !== null && !choices.some((special) => special.id === value)) {
    options.push({ value: String(value), label: savedName ?? t('app.loading') });
  }

  const chosen = options.find((option) => option.value === String(value))?.label ?? null;

  return (
    <Stack gap={2}>
      <NativeSelect
        ref={ref}
        size="xs"
        label={t('abilitiesSheet.specialLabel', { name: abilityName })}
        styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        error={error ?? (query.isError ? t('abilitiesSheet.specialLoadFailed') : undefined)}
        data={[{ value: '', label: t('abilitiesSheet.specialPlaceholder') }, ...options]}
      />
      {/* A phone's cell is narrower than the chosen name: the whole of it, wrapped, below.
          Screen readers have it from the select already. */}
      {chosen ? (
        <Text
          size="xs"
          fw={600}
          lh={1.25}
          hiddenFrom="sm"
          aria-hidden
          style={{ overflowWrap: 'break-word' }}
        >
          {chosen}
        </Text>
      ) : null}
    </Stack>
  );
}
