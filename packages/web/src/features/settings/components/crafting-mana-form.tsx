import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from 'mantine-toast-store';
import { settingsQuery } from '../../../api/queries/settings';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useUpdateSettings } from '../api/update-settings';

/**
 * The board's switch "crafting costs mana": each craft then costs its special ability's
 * mana cost from the character's mana at the event. Saved as it is switched.
 */
export function CraftingManaForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const settings = useQuery(settingsQuery);
  const update = useUpdateSettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="crafting-settings">
      <Stack gap="xs">
        <Title order={2} size="h3" id="crafting-settings">
          {t('crafting.settings.title')}
        </Title>
        <Switch
          label={t('crafting.settings.costsMana')}
          description={t('crafting.settings.hint')}
          checked={settings.data?.crafting_costs_mana ?? false}
          disabled={!settings.data || update.isPending}
          onChange={(event) =>
            update.mutate(
              { crafting_costs_mana: event.currentTarget.checked },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('crafting.settings.saved') }),
              },
            )
          }
        />
        {update.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(update.error, 'crafting.settings.failed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
