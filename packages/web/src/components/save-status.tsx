import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LuCheck } from 'react-icons/lu';

export interface SaveStatusProps {
  saving: boolean;
  saved: boolean;
}

/** "Saving …" / "Saved" beside a board that saves every change at once; read out politely. */
export function SaveStatus({ saving, saved }: SaveStatusProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite" mih={24}>
      {saving ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm">{t('manage.saving')}</Text>
        </>
      ) : saved ? (
        <>
          <LuCheck aria-hidden color="var(--mantine-color-green-8)" />
          <Text size="sm">{t('manage.saved')}</Text>
        </>
      ) : null}
    </Group>
  );
}
