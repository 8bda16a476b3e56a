import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
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
import { notifications } from 'mantine-toast-store';
import { EVENT_ERROR_CODES, EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { Event, SignupRole } from '@club/shared/contract/events';
import type { UserSummary } from '@club/shared/contract/users';
import { USER_LIMITS } from '@club/shared/constants';
import { walkInFits } from '@club/shared/rules/events';
import { walkInNeedsCharacter } from '@club/shared/rules/guests';
import { isApiError } from '../../../../api/api-error';
import { userQuery, usersQuery } from '../../../../api/queries/users';
import { useErrorMessage } from '../../../../api/use-error-message';
import { useTranslation } from '../../../../i18n/use-translation';
import { useOfflineStatus } from '../../../../lib/offline-status';
import { useAddWalkIn } from '../../api/add-walk-in';
import { useQueueWalkIn, type WalkInDraft } from '../../check-in/use-check-in-queue';
import classes from './walk-in-dialog.module.css';

/** Enough of an email's shape to send: the server checks it in full and finds the member. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Members shown for a search: enough to find one at the gate, few enough for a phone. */
const SHOWN = 8;

interface WalkInDialogProps {
  event: Event;
  opened: boolean;
  onClose: () => void;
}

/**
 * Someone who turns up at the gate: staff find the member by name or email, or take a
 * guest's name and phone, choose role (and a member's character), record what they paid
 * on the spot and check them in, in one step. A full role takes them only when staff tick
 * that they let them in over capacity.
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

type Who = 'member' | 'guest';

/**
 * A member (found on the server with signal, named by their email without), or a guest
 * with a name and phone only. Without signal both are kept on the phone and sent when
 * there is signal (decision 032).
 */
function WalkInForm({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t } = useTranslation();
  const { online } = useOfflineStatus();
  const [who, setWho] = useState<Who>(online ? 'member' : 'guest');
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        size="md"
        value={who}
        onChange={(value) => setWho(value as Who)}
        aria-label={t('eventDay.walkIn.who')}
        data={[
          { value: 'member', label: t('eventDay.walkIn.member') },
          { value: 'guest', label: t('eventDay.walkIn.guest') },
        ]}
      />
      {who === 'member' ? (
        online ? (
          <MemberWalkIn event={event} onDone={onDone} />
        ) : (
          <MemberByEmailWalkIn event={event} onDone={onDone} />
        )
      ) : (
        <GuestWalkIn event={event} onDone={onDone} />
      )}
    </Stack>
  );
}

/** Role, what was paid and a note, as both kinds of walk-in ask them. */
function useWalkInBasics(event: Event) {
  const [role, setRole] = useState<SignupRole>('player');
  const [paid, setPaid] = useState<number | string>(event.price.player);
  const [note, setNote] = useState('');
  const [overCapacity, setOverCapacity] = useState(false);
  const chooseRole = (value: string) => {
    const next = value as SignupRole;
    setRole(next);
    setPaid(event.price[next]);
    setOverCapacity(false);
  };
  const amount = typeof paid === 'number' ? paid : 0;
  return {
    role,
    chooseRole,
    paid,
    setPaid,
    note,
    setNote,
    overCapacity,
    setOverCapacity,
    full: !walkInFits(event.counts[role], event.capacity[role], false),
    payment: amount > 0 ? { amount, note: note.trim() } : null,
  };
}

type WalkInBasics = ReturnType<typeof useWalkInBasics>;

function RoleChoice({ basics }: { basics: WalkInBasics }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={basics.role}
      onChange={basics.chooseRole}
      aria-label={t('eventDay.walkIn.role')}
      data={[
        { value: 'player', label: t('eventDay.walkIn.asPlayer') },
        { value: 'crew', label: t('eventDay.walkIn.asCrew') },
      ]}
    />
  );
}

function PaymentFields({ basics }: { basics: WalkInBasics }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NumberInput
        size="md"
        label={t('eventDay.walkIn.paid')}
        description={t('eventDay.walkIn.paidHint')}
        min={0}
        max={EVENT_LIMITS.maxPrice}
        allowDecimal={false}
        suffix=" kr."
        value={basics.paid}
        onChange={basics.setPaid}
      />
      <TextInput
        size="md"
        label={t('eventDay.walkIn.note')}
        maxLength={EVENT_LIMITS.paymentNote}
        value={basics.note}
        onChange={(change) => basics.setNote(change.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

/** A full role, and the explicit tick that lets them in all the same. */
function OverCapacity({ basics, event }: { basics: WalkInBasics; event: Event }) {
  const { t } = useTranslation();
  return (
    <Alert color="parchment.8" variant="light">
      <Text size="sm">
        {t('eventDay.walkIn.full', {
          role: t(`events.role.${basics.role}`),
          capacity: event.capacity[basics.role],
        })}
      </Text>
      <Checkbox
        mt="xs"
        label={t('eventDay.walkIn.overCapacity')}
        checked={basics.overCapacity}
        onChange={(change) => basics.setOverCapacity(change.currentTarget.checked)}
      />
    </Alert>
  );
}

/** Who a walk-in kept on the phone names, and what its row and message call them. */
interface Named {
  who: Pick<WalkInDraft, 'guest' | 'email'>;
  name: string;
}

/**
 * A walk-in kept on the phone first and sent when there is signal, like a tap; a refusal
 * shows in the queue, where it is let in over capacity or discarded. `named` is null
 * while the fields that say who it is are not filled in.
 */
function QueuedWalkInForm({
  event,
  onDone,
  hint,
  named,
  children,
}: {
  event: Event;
  onDone: () => void;
  hint: string;
  named: Named | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { online } = useOfflineStatus();
  const basics = useWalkInBasics(event);
  const queueWalkIn = useQueueWalkIn(event.id);
  const [busy, setBusy] = useState(false);
  const [notKept, setNotKept] = useState(false);
  const submit = async (form: FormEvent) => {
    form.preventDefault();
    if (named === null) return;
    setBusy(true);
    const kept = await queueWalkIn(
      {
        guest: null,
        email: null,
        ...named.who,
        role: basics.role,
        character_id: null,
        payment: basics.payment,
        over_capacity: basics.overCapacity,
      },
      named.name,
    );
    setBusy(false);
    if (!kept) {
      setNotKept(true);
      return;
    }
    notifications.show({
      message: t(online ? 'eventDay.walkIn.guestDone' : 'eventDay.walkIn.guestQueued', {
        name: named.name,
      }),
    });
    onDone();
  };
  return (
    <form onSubmit={(form) => void submit(form)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
        <RoleChoice basics={basics} />
        <PaymentFields basics={basics} />
        {basics.full ? <OverCapacity basics={basics} event={event} /> : null}
        {notKept ? (
          <Alert color="oxblood" variant="light" role="alert">
            {t('eventDay.queue.notKept')}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          loading={busy}
          disabled={named === null || (basics.full && !basics.overCapacity)}
        >
          {t('eventDay.walkIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A guest: name and phone, no account and no character. */
function GuestWalkIn({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const guest = { name: name.trim(), phone: phone.trim() };
  const named =
    guest.name !== '' && guest.phone !== '' ? { who: { guest }, name: guest.name } : null;
  return (
    <QueuedWalkInForm
      event={event}
      onDone={onDone}
      hint={t('eventDay.walkIn.guestHint')}
      named={named}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          size="md"
          label={t('eventDay.walkIn.guestName')}
          maxLength={EVENT_LIMITS.contactName}
          autoComplete="off"
          required
          value={name}
          onChange={(change) => setName(change.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          size="md"
          type="tel"
          label={t('eventDay.walkIn.guestPhone')}
          maxLength={EVENT_LIMITS.contactPhone}
          autoComplete="off"
          required
          value={phone}
          onChange={(change) => setPhone(change.currentTarget.value)}
        />
      </SimpleGrid>
    </QueuedWalkInForm>
  );
}

/**
 * A member without signal: nobody can be looked up, so staff type the member's email and
 * the server finds them when the walk-in is sent; as a player they play their active
 * character. A wrong email comes back as a refusal in the queue.
 */
function MemberByEmailWalkIn({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const typed = email.trim();
  const named = EMAIL_SHAPE.test(typed) ? { who: { email: typed }, name: typed } : null;
  return (
    <QueuedWalkInForm
      event={event}
      onDone={onDone}
      hint={t('eventDay.walkIn.byEmailHint')}
      named={named}
    >
      <TextInput
        size="md"
        type="email"
        label={t('eventDay.walkIn.email')}
        maxLength={USER_LIMITS.emailMaxLength}
        autoComplete="off"
        required
        value={email}
        onChange={(change) => setEmail(change.currentTarget.value)}
        data-autofocus
      />
    </QueuedWalkInForm>
  );
}

/** A member: found by name or email on the server, then role, character and payment. */
function MemberWalkIn({ event, onDone }: { event: Event; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [member, setMember] = useState<UserSummary | null>(null);
  const basics = useWalkInBasics(event);
  const { role } = basics;
  const [characterId, setCharacterId] = useState<string | null>(null);
  const add = useAddWalkIn(event.id);

  const found = useQuery({ ...usersQuery(query), enabled: member === null && query.length >= 2 });
  const detail = useQuery({ ...userQuery(member?.id ?? 0), enabled: member !== null });
  const characters = detail.data?.characters ?? [];
  const { full, overCapacity } = basics;
  const needsCharacter = walkInNeedsCharacter({ guest: false, role }) && characterId === null;

  const submit = (form: FormEvent) => {
    form.preventDefault();
    if (member === null || needsCharacter) return;
    add.mutate(
      {
        user_id: member.id,
        role,
        character_id: characterId === null ? null : Number(characterId),
        payment: basics.payment,
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
        <RoleChoice basics={basics} />
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
        <PaymentFields basics={basics} />
        {full || refusedForRoom ? <OverCapacity basics={basics} event={event} /> : null}
        {add.isError && !refusedForRoom ? (
          <Alert color="oxblood" variant="light" role="alert">
            {errorMessage(add.error, 'eventDay.walkIn.failed')}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          loading={add.isPending}
          disabled={needsCharacter || ((full || refusedForRoom) && !overCapacity)}
        >
          {t('eventDay.walkIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
