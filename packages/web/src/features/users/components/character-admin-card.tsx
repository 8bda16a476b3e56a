import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import {
  CHARACTER_TEXT_LIMITS,
  ORGANIZER_ABILITY_FIELDS,
} from '@club/shared/contract/characters-constants';
import type { Character, OrganizerAbilityField } from '@club/shared/contract/characters';
import type { UserCharacterSummary } from '@club/shared/contract/users';
import { GiCrown, GiPadlock, GiPadlockOpen } from 'react-icons/gi';
import { useErrorMessage } from '../../../api/use-error-message';
import { paths } from '../../../config/paths';
import { useAwardXp } from '../api/award-xp';
import { useQuery } from '@tanstack/react-query';
import { QUIET } from '../../../api/api-query';
import { characterQuery } from '../../../api/queries/characters';
import { useSetOrganizerAbilities } from '../api/set-organizer-abilities';
import { useUnlockSheet } from '../api/unlock-sheet';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { XpLedger } from '../../../components/xp-ledger';

/** A player's character as staff see it: award XP, unlock the sheet, set organizer abilities. */
export function CharacterAdminCard({ character }: { character: UserCharacterSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const titleId = `admin-character-${character.id}`;

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={4} id={titleId}>
                {character.name}
              </Title>
              {character.is_active === 1 ? (
                <Badge size="sm" color="oxblood" leftSection={<GiCrown aria-hidden />}>
                  {t('users.character.active')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {t('users.character.raceClass', {
                race: character.race_name,
                className: character.class_name,
              })}
            </Text>
            <Text size="sm" fw={600}>
              {t('users.character.xp', { xp: character.xp })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={paths.characters.details(character.id)}
              size="sm"
              className="club-tap"
            >
              {t('users.character.details')}
            </Anchor>
            <Anchor
              component={Link}
              to={paths.characters.abilities(character.id)}
              size="sm"
              className="club-tap"
            >
              {t('users.character.sheet')}
            </Anchor>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <AwardXpForm character={character} />
          <UnlockSheet character={character} />
        </SimpleGrid>

        <Accordion value={open} onChange={setOpen} variant="separated" chevronPosition="left">
          <Accordion.Item value="organizer">
            <Accordion.Control>{t('users.organizer.title')}</Accordion.Control>
            <Accordion.Panel>
              {open === 'organizer' ? <OrganizerAbilitiesForm characterId={character.id} /> : null}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="ledger">
            <Accordion.Control>{t('xpLedger.title')}</Accordion.Control>
            <Accordion.Panel>
              {open === 'ledger' ? <XpLedger characterId={character.id} dense /> : null}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}

function AwardXpForm({ character }: { character: UserCharacterSummary }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const award = useAwardXp();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const value = typeof amount === 'number' ? amount : Number.NaN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !Number.isInteger(value) ||
      value === 0 ||
      Math.abs(value) > CHARACTER_TEXT_LIMITS.xpAmount
    ) {
      setError(t('users.xp.amountInvalid', { max: CHARACTER_TEXT_LIMITS.xpAmount }));
      return;
    }
    if (reason.trim() === '') {
      setError(t('users.xp.reasonRequired'));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const send = () =>
    award.mutate(
      { characterId: character.id, amount: value, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setAmount('');
          setReason('');
          notifications.show({
            color: 'green',
            message: t('users.xp.awarded', { count: value, name: character.name }),
          });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(errorMessage(failure, 'users.xp.failed'));
        },
      },
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('users.xp.formLabel', { name: character.name })}
    >
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('users.xp.title')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            label={t('users.xp.amount')}
            value={amount}
            onChange={setAmount}
            allowDecimal={false}
            min={-CHARACTER_TEXT_LIMITS.xpAmount}
            max={CHARACTER_TEXT_LIMITS.xpAmount}
            w={96}
            size="sm"
          />
          <TextInput
            label={t('users.xp.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={CHARACTER_TEXT_LIMITS.xpReason}
            style={{ flex: 1 }}
            size="sm"
          />
        </Group>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="xs">
            {t('users.xp.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('users.xp.confirmTitle')}
        message={t('users.xp.confirm', {
          count: value,
          name: character.name,
          reason: reason.trim(),
        })}
        confirmLabel={t('users.xp.submit')}
        tone="neutral"
        cancelLabel={t('users.confirm.cancel')}
        busy={award.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

function UnlockSheet({ character }: { character: UserCharacterSummary }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const unlock = useUnlockSheet();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unlocked = character.allow_update === 1;
  // Saving abilities locks a sheet; one never saved is open, and there is nothing to unlock.
  const locked = !unlocked && character.saved_abilities > 0;

  const send = () =>
    unlock.mutate(character.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          message: t('users.sheet.unlocked', { name: character.name }),
        });
      },
      onError: (failure) => {
        setConfirming(false);
        setError(errorMessage(failure, 'users.sheet.failed'));
      },
    });

  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('users.sheet.title')}
      </Text>
      <Group gap="xs">
        {unlocked ? (
          <Badge color="#1e5f2e" variant="light" leftSection={<GiPadlockOpen aria-hidden />}>
            {t('users.sheet.isUnlocked')}
          </Badge>
        ) : locked ? (
          <Badge color="gray.8" variant="filled" leftSection={<GiPadlock aria-hidden />}>
            {t('users.sheet.isLocked')}
          </Badge>
        ) : (
          <Badge color="gray.8" variant="outline">
            {t('users.sheet.isOpen')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {locked
          ? t('users.sheet.hint')
          : unlocked
            ? t('users.sheet.unlockedHint')
            : t('users.sheet.openHint')}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {locked ? (
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
            aria-label={t('users.sheet.unlockFor', { name: character.name })}
            leftSection={<GiPadlockOpen aria-hidden />}
          >
            {t('users.sheet.unlock')}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t('users.sheet.confirmTitle')}
        message={t('users.sheet.confirm', { name: character.name })}
        confirmLabel={t('users.sheet.unlock')}
        cancelLabel={t('users.confirm.cancel')}
        busy={unlock.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function OrganizerAbilitiesForm({ characterId }: { characterId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ ...characterQuery(characterId), meta: QUIET });
  if (query.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Alert color="oxblood" role="alert">
        {t('users.organizer.loadFailed')}
      </Alert>
    );
  }
  return <OrganizerAbilitiesFields key={query.dataUpdatedAt} character={query.data} />;
}

function OrganizerAbilitiesFields({ character }: { character: Character }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSetOrganizerAbilities();
  const [values, setValues] = useState<Record<OrganizerAbilityField, string>>(
    () =>
      Object.fromEntries(
        ORGANIZER_ABILITY_FIELDS.map((field) => [field, character[field] ?? '']),
      ) as Record<OrganizerAbilityField, string>,
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { characterId: character.id, ...values },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('users.organizer.saved', { name: character.name }),
          }),
        onError: (failure) => setError(errorMessage(failure, 'users.organizer.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {ORGANIZER_ABILITY_FIELDS.map((field, index) => (
            <TextInput
              key={field}
              size="sm"
              label={t('users.organizer.slot', { number: index + 1 })}
              value={values[field]}
              maxLength={CHARACTER_TEXT_LIMITS.organizerAbility}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setValues((v) => ({ ...v, [field]: next }));
              }}
            />
          ))}
        </SimpleGrid>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('users.organizer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
