import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useQuery } from '@tanstack/react-query';
import {
  HOUSEHOLD_AGE_DEFAULTS,
  HOUSEHOLD_LIMITS,
} from '@club/shared/contract/household-constants';
import type { HouseholdPerson } from '@club/shared/contract/household';
import { ageOn, clubDay } from '@club/shared/rules/household';
import { settingsQuery } from '../../api/queries/settings';
import { useErrorMessage } from '../../api/use-error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { useTranslation } from '../../i18n/use-translation';
import { useActingAs, useSwitchPerson } from '../../lib/acting-as';
import { useDateFormat } from '../../lib/date-format';
import { useAddPerson } from './api/add-person';
import { useHousehold } from './api/get-household';
import { useRemovePerson } from './api/remove-person';
import { useUpdatePerson } from './api/update-person';
import { InviteGuardianForm } from './components/invite-guardian-form';
import { PersonForm } from './components/person-form';

/**
 * "Min husstand" (/household): the children (and others) the member is guardian of: add
 * them, change what was given, invite a second guardian, act as one of them, remove them.
 */
export function HouseholdScreen() {
  const { t } = useTranslation();
  const household = useHousehold();
  const errorMessage = useErrorMessage();
  const add = useAddPerson();
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  return (
    <Stack gap="md" maw={760}>
      <ScreenHeader title={t('household.title')} intro={t('household.intro')} />
      {household.isError ? (
        <LoadError message={t('household.loadFailed')} onRetry={() => void household.refetch()} />
      ) : null}
      {household.data?.people.length === 0 ? <Text c="dimmed">{t('household.empty')}</Text> : null}
      {household.data?.people.map((person) => (
        <PersonCard key={person.id} person={person} />
      ))}
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'md' }}
        radius="md"
        component="section"
        aria-labelledby="household-add-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="household-add-title">
            {t('household.add.title')}
          </Title>
          {adding ? (
            <PersonForm
              initial={{ name: '', birth_date: '', phone: '' }}
              submitLabel={t('household.add.save')}
              pending={add.isPending}
              error={addError}
              onCancel={() => setAdding(false)}
              onSubmit={(fields) => {
                setAddError(null);
                add.mutate(fields, {
                  onSuccess: ({ person }) => {
                    setAdding(false);
                    notifications.show({
                      color: 'green',
                      message: t('household.add.saved', { name: person.name }),
                    });
                  },
                  onError: (failure) => setAddError(errorMessage(failure, 'household.saveFailed')),
                });
              }}
            />
          ) : (
            <>
              <Text size="sm">{t('household.add.intro')}</Text>
              <Group>
                <Button onClick={() => setAdding(true)}>{t('household.add.open')}</Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function PersonCard({ person }: { person: HouseholdPerson }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const errorMessage = useErrorMessage();
  const acting = useActingAs();
  const switchPerson = useSwitchPerson();
  const update = useUpdatePerson();
  const remove = useRemovePerson();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `household-person-${person.id}`;
  const age = person.birth_date ? ageOn(person.birth_date, clubDay(new Date())) : null;
  const lastGuardian = person.guardians.length <= 1;
  const settings = useQuery(settingsQuery);
  const ownLoginAge = settings.data?.household_ages.own_login ?? HOUSEHOLD_AGE_DEFAULTS.ownLogin;
  const mayGetLogin = !person.own_login && age !== null && age >= ownLoginAge;
  const ownPhone = person.guardians[0]?.phone ?? '';

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {person.name}
          </Title>
          {acting?.id === person.id ? (
            <Badge color="grape">{t('household.actingNow')}</Badge>
          ) : (
            <Button onClick={() => switchPerson({ id: person.id, name: person.name })}>
              {t('household.actAs', { name: person.name })}
            </Button>
          )}
        </Group>
        {person.birth_date ? (
          <Text size="sm">
            {t('household.born', {
              date: format.date(`${person.birth_date}T12:00:00Z`),
              age: age ?? 0,
            })}
          </Text>
        ) : null}
        <Text size="sm">
          {t('household.guardians', {
            names: person.guardians.map((g) => g.name).join(` ${t('household.and')} `),
          })}
        </Text>
        {editing ? (
          <PersonForm
            initial={{ name: person.name, birth_date: person.birth_date ?? '', phone: ownPhone }}
            submitLabel={t('household.edit.save')}
            pending={update.isPending}
            error={error}
            onCancel={() => setEditing(false)}
            onSubmit={(fields) => {
              setError(null);
              update.mutate(
                { id: person.id, ...fields },
                {
                  onSuccess: () => setEditing(false),
                  onError: (failure) => setError(errorMessage(failure, 'household.saveFailed')),
                },
              );
            }}
          />
        ) : (
          <Group gap="xs">
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('household.edit.open')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('household.remove.open')}
            </Button>
          </Group>
        )}
        {person.guardians.length < HOUSEHOLD_LIMITS.maxGuardians ? (
          <InviteGuardianForm personId={person.id} name={person.name} />
        ) : null}
        {mayGetLogin ? (
          <InviteGuardianForm personId={person.id} name={person.name} kind="login" />
        ) : null}
        {remove.isError ? (
          <Alert color="red">{errorMessage(remove.error, 'household.saveFailed')}</Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('household.remove.title', { name: person.name })}
        message={t(
          lastGuardian && !person.own_login
            ? 'household.remove.deletes'
            : 'household.remove.leaves',
          { name: person.name },
        )}
        confirmLabel={t('household.remove.confirm')}
        cancelLabel={t('household.form.cancel')}
        onConfirm={() => {
          setConfirming(false);
          if (acting?.id === person.id) switchPerson(null);
          remove.mutate(person.id);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
