import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsentKind } from '@club/shared/contract/household-constants';
import type { ConsentRecord } from '@club/shared/contract/household';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useConsents } from '../api/get-consents';
import { useUpdateConsents } from '../api/update-consents';
import { useEventFormat } from './use-event-format';

/**
 * A child's consents for the event in plain words: participation (a guardian's to give)
 * and photos (a guardian's until the club's age, then the member's own), each with who
 * decided and when; a photo consent given can be withdrawn.
 */
export function ConsentPanel({ eventId, name }: { eventId: number; name: string }) {
  const { t } = useTranslation();
  const consents = useConsents(eventId);
  const update = useUpdateConsents(eventId);
  const errorMessage = useErrorMessage();
  const data = consents.data;
  if (!data) return null;
  const needed = data.participation.state !== 'not_needed';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="consents-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="consents-title">
          {t('consents.title', { name })}
        </Title>
        {needed ? (
          <ConsentItem
            kind="participation"
            record={data.participation}
            text={data.texts.participation}
            mayDecide={data.may_decide.participation}
            busy={update.isPending}
            onDecide={(given) => update.mutate({ participation: given })}
          />
        ) : null}
        <ConsentItem
          kind="photo"
          record={data.photo}
          text={data.texts.photo}
          mayDecide={data.may_decide.photo}
          busy={update.isPending}
          onDecide={(given) => update.mutate({ photo: given })}
        />
        {update.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error, 'consents.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ConsentItem({
  kind,
  record,
  text,
  mayDecide,
  busy,
  onDecide,
}: {
  kind: ConsentKind;
  record: ConsentRecord;
  text: string;
  mayDecide: boolean;
  busy: boolean;
  onDecide: (given: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const given = record.state === 'given';
  return (
    <Stack gap={6}>
      <Text fw={700}>{t(`consents.${kind}.title`)}</Text>
      <Text size="sm">{record.text ?? text}</Text>
      <Text size="sm" fw={600} role="status">
        {record.decided_by && record.decided_at
          ? t(`consents.state.${record.state}By`, {
              name: record.decided_by,
              at: format.dateTime(record.decided_at),
            })
          : t(`consents.state.${record.state}`)}
      </Text>
      {mayDecide ? (
        <Group gap="xs">
          {given ? (
            kind === 'photo' ? (
              <Button variant="outline" color="red" loading={busy} onClick={() => onDecide(false)}>
                {t('consents.withdraw')}
              </Button>
            ) : null
          ) : (
            <>
              <Button loading={busy} onClick={() => onDecide(true)}>
                {t(`consents.${kind}.give`)}
              </Button>
              {record.state === 'missing' ? (
                <Button variant="default" loading={busy} onClick={() => onDecide(false)}>
                  {t('consents.refuse')}
                </Button>
              ) : null}
            </>
          )}
        </Group>
      ) : kind === 'photo' && record.state !== 'given' ? (
        <Text size="sm" c="dimmed">
          {t('consents.photo.notYours')}
        </Text>
      ) : null}
    </Stack>
  );
}
