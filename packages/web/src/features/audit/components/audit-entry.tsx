import { useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import type { AuditEntry } from '@club/shared/contract/audit';
import { auditSubjectName } from '../audit-diff';
import { AuditChanges } from './audit-changes';

/** When, in the reader's language (the app's one date format). */
export function useAuditTime() {
  return useDateFormat().dateTime;
}

/** One change: who, what and when, and its fields before and after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const time = useAuditTime();
  const [showAll, setShowAll] = useState(false);
  const entityLabel = t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity });
  // The server names the entity as it is now; an entry without a name says what it is.
  const subject = entry.entity_name ?? auditSubjectName(entry.before, entry.after);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={t('audit.entryLabel', { id: entry.id })}
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Badge variant="light" color="oxblood" tt="none">
                {entityLabel}
              </Badge>
              <Badge variant="outline" color="gray" tt="none">
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </Badge>
            </Group>
            <Text fw={700} style={{ overflowWrap: 'break-word' }}>
              {subject ?? entityLabel}
              {entry.entity_id !== null && (
                <Text span c="dimmed" fw={400} size="sm">
                  {` #${entry.entity_id}`}
                </Text>
              )}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('audit.who')}:{' '}
              </Text>
              {!entry.actor
                ? t('audit.system')
                : entry.on_behalf_of
                  ? t('audit.actingFor', {
                      actor: entry.actor.name,
                      person: entry.on_behalf_of.name,
                    })
                  : entry.actor.name}
            </Text>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('audit.when')}:{' '}
              </Text>
              <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={4}>
            <AuditChanges before={entry.before} after={entry.after} showAll={showAll} />
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-xs" onClick={() => setShowAll((v) => !v)}>
                {t(showAll ? 'audit.showChanged' : 'audit.showAll')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
