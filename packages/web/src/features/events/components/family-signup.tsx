import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useQuery } from '@tanstack/react-query';
import type { Event, FamilySignup } from '@club/shared/contract/events';
import { householdQuery } from '../../../api/queries/household';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useActingAs } from '../../../lib/acting-as';
import { useSession } from '../../../lib/session';
import { useCreateFamilySignup } from '../api/create-family-signup';
import { useMyCharacters } from '../api/get-my-characters';
import { useEventFormat } from './use-event-format';

interface Choice {
  ticked: boolean;
  characterId: string | null;
}

/**
 * "Tilmeld familien": a guardian ticks themself and the people of their household, picks a
 * character for each, and signs them all up in one step with one payment for the total.
 * Shown only to a member with a household, never while acting as someone.
 */
export function FamilySignupPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const acting = useActingAs();
  const household = useQuery({ ...householdQuery, enabled: !acting });
  const mine = useMyCharacters();
  const create = useCreateFamilySignup(event.id);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [phone, setPhone] = useState<string | null>(null);
  const [done, setDone] = useState<FamilySignup | null>(null);
  const people = household.data?.people ?? [];
  if (acting || people.length === 0 || !user) return null;

  const rows = [
    {
      key: 'me',
      personId: null,
      name: t('family.me', { name: user.name }),
      characters: mine.data ?? [],
    },
    ...people.map((person) => ({
      key: String(person.id),
      personId: person.id,
      name: person.name,
      characters: person.characters,
    })),
  ];
  const choice = (key: string): Choice => choices[key] ?? { ticked: false, characterId: null };
  const set = (key: string, change: Partial<Choice>) =>
    setChoices({ ...choices, [key]: { ...choice(key), ...change } });
  const ticked = rows.filter((row) => choice(row.key).ticked);
  const contactPhone = phone ?? people[0]?.guardians.find((g) => g.id === user.id)?.phone ?? '';

  if (done) {
    return (
      <Alert color="green" role="status" title={t('family.doneTitle')}>
        {t('family.done', {
          count: done.signups.length,
          amount: format.kroner(done.amount_owed),
          reference: done.payment_reference,
        })}
      </Alert>
    );
  }

  return (
    <Stack
      gap="sm"
      component="form"
      aria-labelledby="family-signup-title"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            signups: ticked.map((row) => {
              const characterId = choice(row.key).characterId;
              return {
                person_id: row.personId,
                role: characterId ? 'player' : 'crew',
                character_id: characterId ? Number(characterId) : null,
                emergency_contact: { name: user.name, phone: contactPhone.trim() },
              };
            }),
          },
          {
            onSuccess: (made) => {
              setDone(made);
              // The page moves on to the sign-ups made; the reference stays in view.
              notifications.show({
                color: 'green',
                autoClose: false,
                title: t('family.doneTitle'),
                message: t('family.done', {
                  count: made.signups.length,
                  amount: format.kroner(made.amount_owed),
                  reference: made.payment_reference,
                }),
              });
            },
          },
        );
      }}
    >
      <Text fw={700} id="family-signup-title">
        {t('family.title')}
      </Text>
      <Text size="sm">{t('family.intro')}</Text>
      {rows.map((row) => (
        <Group key={row.key} gap="sm" wrap="wrap" align="flex-end">
          <Checkbox
            label={row.name}
            checked={choice(row.key).ticked}
            onChange={(e) => set(row.key, { ticked: e.currentTarget.checked })}
            style={{ minWidth: 160 }}
          />
          {choice(row.key).ticked ? (
            <Select
              label={t('family.character', { name: row.name })}
              placeholder={t('family.crew')}
              data={row.characters.map((c) => ({ value: String(c.id), label: c.name }))}
              value={choice(row.key).characterId}
              onChange={(value) => set(row.key, { characterId: value })}
              clearable
              maw={260}
            />
          ) : null}
        </Group>
      ))}
      <TextInput
        type="tel"
        label={t('family.phone')}
        value={contactPhone}
        onChange={(e) => setPhone(e.currentTarget.value)}
        required
        maw={260}
      />
      {ticked.length > 0 ? (
        <Text size="sm" fw={600}>
          {t('family.total', {
            amount: format.kroner(
              ticked.reduce(
                (sum, row) =>
                  sum + (choice(row.key).characterId ? event.price.player : event.price.crew),
                0,
              ),
            ),
          })}
        </Text>
      ) : null}
      {create.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(create.error, 'family.failed')}
        </Alert>
      ) : null}
      <Group>
        <Button
          type="submit"
          loading={create.isPending}
          disabled={ticked.length === 0 || !contactPhone.trim()}
        >
          {t('family.submit', { count: ticked.length })}
        </Button>
      </Group>
    </Stack>
  );
}
