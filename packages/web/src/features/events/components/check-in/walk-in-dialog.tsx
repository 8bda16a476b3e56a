import { useDeferredValue, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EVENT_ERROR_CODES, EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { Event, SignupRole } from '@club/shared/contract/events';
import type { UserSummary } from '@club/shared/contract/users';
import { walkInFits } from '@club/shared/rules/events';
import { isApiError } from '../../../../api/api-error';
import { userQuery, usersQuery } from '../../../../api/queries/users';
import { useErrorMessage } from '../../../../api/use-error-message';
import { useTranslation } from '../../../../i18n/use-translation';
import { useOfflineStatus } from '../../../../lib/offline-status';
import { useAddWalkIn } from '../../api/add-walk-in';
import classes from './walk-in-dialog.module.css';

/** Members shown for a search: enough to find one at the gate, few enough for a phone. */
const SHOWN = 8;

interface WalkInDialogProps {
  event: Event;
  opened: boolean;
  onClose: () => void;
}

/**
 * Someone who turns up at the gate: staff find the member by name or email, choose role
 * and character, record what they paid on the spot and check them in, in one step. A full
 * role takes them only when staff tick that they let them in over capacity.
 */
export function WalkInDialog({ event, opened, onClose }: WalkInDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('eventDay.walkIn.title')}
      closeButtonProps={{ 'aria-label': t('eventDay.walkIn.close') }}
      size="lg"
    >
      {opened ? <WalkInForm event={event} onDone={onClose} /> : null}
    </Modal>
  );
}

function WalkInForm({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { online } = useOfflineStatus();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [member, setMember] = useState<UserSummary | null>(null);
  const [role, setRole] = useState<SignupRole>('player');
  const [characterId, setCharacterId] = useState<string | null>(null);
  const [paid, setPaid] = useState<number | string>(event.price.player);
  const [note, setNote] = useState('');
  const [overCapacity, setOverCapacity] = useState(false);
  const add = useAddWalkIn(event.id);

  const found = useQuery({ ...usersQuery(query), enabled: member === null && query.length >= 2 });
  const detail = useQuery({ ...userQuery(member?.id ?? 0), enabled: member !== null });
  const characters = detail.data?.characters ?? [];
  const full = !walkInFits(event.counts[role], event.capacity[role], false);
  const needsCharacter = role === 'player' && characterId === null;

  const chooseRole = (value: string) => {
    const next = value as SignupRole;
    setRole(next);
    setPaid(event.price[next]);
    setOverCapacity(false);
  };
  const submit = (form: FormEvent) => {
    form.preventDefault();
    if (member === null || needsCharacter) return;
    const amount = typeof paid === 'number' ? paid : 0;
    add.mutate(
      {
        user_id: member.id,
        role,
        character_id: characterId === null ? null : Number(characterId),
        payment: amount > 0 ? { amount, note: note.trim() } : null,
        over_capacity: overCapacity,
        checked_in_at: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          notifications.show({ message: t('eventDay.walkIn.done', { name: member.name }) });
          onDone();
        },
      },
    );
  };
  const refusedForRoom = isApiError(add.error) && add.error.code === EVENT_ERROR_CODES.overCapacity;

  if (member === null) {
    const members = (found.data ?? []).filter((user) => user.active).slice(0, SHOWN);
    return (
      <Stack gap="sm">
        <TextInput
          size="md"
          type="search"
          label={t('eventDay.walkIn.find')}
          description={t('eventDay.walkIn.findHint')}
          value={search}
          onChange={(change) => setSearch(change.currentTarget.value)}
          data-autofocus
        />
        {found.isFetching ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
        {query.length >= 2 && found.isSuccess && members.length === 0 ? (
          <Text c="dimmed">{t('eventDay.walkIn.noMembers')}</Text>
        ) : null}
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {members.map((user) => (
            <li key={user.id}>
              <UnstyledButton className={classes.member} onClick={() => setMember(user)}>
                <Text fw={700}>{user.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          <Button
            variant="subtle"
            size="compact-md"
            onClick={() => {
              setMember(null);
              setCharacterId(null);
              add.reset();
            }}
          >
            {t('eventDay.walkIn.another')}
          </Button>
        </Group>
        <SegmentedControl
          fullWidth
          size="md"
          value={role}
          onChange={chooseRole}
          aria-label={t('eventDay.walkIn.role')}
          data={[
            { value: 'player', label: t('eventDay.walkIn.asPlayer') },
            { value: 'crew', label: t('eventDay.walkIn.asCrew') },
          ]}
        />
        {detail.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <Select
            size="md"
            label={t('eventDay.walkIn.character')}
            placeholder={
              characters.length === 0
                ? t('eventDay.walkIn.noCharacters')
                : t('eventDay.walkIn.pick')
            }
            data={characters.map((character) => ({
              value: String(character.id),
              label: `${character.name} (${character.race_name} · ${character.class_name})`,
            }))}
            value={characterId}
            onChange={setCharacterId}
            clearable={role === 'crew'}
            required={role === 'player'}
            disabled={characters.length === 0}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            size="md"
            label={t('eventDay.walkIn.paid')}
            description={t('eventDay.walkIn.paidHint')}
            min={0}
            max={EVENT_LIMITS.maxPrice}
            allowDecimal={false}
            suffix=" kr."
            value={paid}
            onChange={setPaid}
          />
          <TextInput
            size="md"
            label={t('eventDay.walkIn.note')}
            maxLength={EVENT_LIMITS.paymentNote}
            value={note}
            onChange={(change) => setNote(change.currentTarget.value)}
          />
        </SimpleGrid>
        {full || refusedForRoom ? (
          <Alert color="parchment.8" variant="light">
            <Text size="sm">
              {t('eventDay.walkIn.full', {
                role: t(`events.role.${role}`),
                capacity: event.capacity[role],
              })}
            </Text>
            <Checkbox
              mt="xs"
              label={t('eventDay.walkIn.overCapacity')}
              checked={overCapacity}
              onChange={(change) => setOverCapacity(change.currentTarget.checked)}
            />
          </Alert>
        ) : null}
        {!online ? (
          <Alert color="oxblood" variant="light">
            {t('eventDay.walkIn.needsSignal')}
          </Alert>
        ) : null}
        {add.isError && !refusedForRoom ? (
          <Alert color="oxblood" variant="light" role="alert">
            {errorMessage(add.error, 'eventDay.walkIn.failed')}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          loading={add.isPending}
          disabled={!online || needsCharacter || ((full || refusedForRoom) && !overCapacity)}
        >
          {t('eventDay.walkIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
