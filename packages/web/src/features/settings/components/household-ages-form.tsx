import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from 'mantine-toast-store';
import type { HouseholdAgesSetting } from '@club/shared/contract/settings';
import { settingsQuery } from '../../../api/queries/settings';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useUpdateSettings } from '../api/update-settings';

const FIELDS = ['own_login', 'own_photo_consent', 'adult'] as const;
const MIN_AGE = 1;
const MAX_AGE = 30;

/**
 * The ages households go by: from which age a child may get a login of their own and gives
 * their own photo consent, and at which age the guardians' access ends.
 */
export function HouseholdAgesForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const settings = useQuery(settingsQuery);
  const update = useUpdateSettings();
  const stored = settings.data?.household_ages;
  // What the board has typed, over what is stored.
  const [edits, setEdits] = useState<Partial<HouseholdAgesSetting>>({});
  const ages: HouseholdAgesSetting | null = stored ? { ...stored, ...edits } : null;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ages) return;
    if (ages.own_login > ages.adult || ages.own_photo_consent > ages.adult) {
      setProblem(t('settings.householdAges.invalid'));
      return;
    }
    setProblem(null);
    update.mutate(
      { household_ages: ages },
      {
        onSuccess: () => {
          setEdits({});
          notifications.show({ color: 'green', message: t('settings.householdAges.saved') });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="household-ages">
      <Stack component="form" gap="xs" onSubmit={submit}>
        <Title order={2} size="h3" id="household-ages">
          {t('settings.householdAges.title')}
        </Title>
        <Text size="sm">{t('settings.householdAges.hint')}</Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`settings.householdAges.${field}`)}
              suffix={` ${t('settings.householdAges.years')}`}
              min={MIN_AGE}
              max={MAX_AGE}
              allowDecimal={false}
              clampBehavior="strict"
              disabled={!ages}
              value={ages?.[field] ?? ''}
              onChange={(value) => {
                if (typeof value === 'number')
                  setEdits((current) => ({ ...current, [field]: value }));
              }}
              style={{ flex: '1 1 9rem' }}
            />
          ))}
        </Group>
        {problem || update.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {problem ?? errorMessage(update.error, 'settings.householdAges.failed')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" variant="light" loading={update.isPending} disabled={!ages}>
            {t('settings.householdAges.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
