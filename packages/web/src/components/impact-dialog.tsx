import { useTranslation } from '../i18n/use-translation';
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { Impact } from '@club/shared/contract/review';
import { reviewReasonText } from '../lib/review-reason-text';

interface ImpactDialogProps {
  impact: Impact | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Shows, before a rules change is saved, which characters it would put under review. */
export function ImpactDialog({ impact, busy, onConfirm, onCancel }: ImpactDialogProps) {
  const { t } = useTranslation();
  const characters = impact?.characters ?? [];
  return (
    <Modal opened={impact !== null} onClose={onCancel} title={t('impact.title')} centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          <Text fw={600}>{t('impact.summary', { count: characters.length })}</Text>
          <Text size="sm">{t('impact.explanation')}</Text>
        </Alert>
        <ScrollArea.Autosize mah={320} type="auto">
          <List spacing="xs" size="sm" aria-label={t('impact.listLabel')}>
            {characters.map((character) => (
              <List.Item key={character.id}>
                <Text span fw={600}>
                  {character.name}
                </Text>
                {': '}
                {character.reasons.map((reason) => reviewReasonText(t, reason)).join(' · ')}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('impact.cancel')}
          </Button>
          <Button color="oxblood" onClick={onConfirm} loading={busy}>
            {t('impact.confirm', { count: characters.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
