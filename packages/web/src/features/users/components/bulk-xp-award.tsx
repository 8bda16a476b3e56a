import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from 'mantine-toast-store';
import {
  CHARACTER_TEXT_LIMITS,
  XP_AWARD_MAX_CHARACTERS,
} from '@club/shared/contract/characters-constants';
import { USER_SEARCH_MAX_LENGTH } from '@club/shared/contract/users-constants';
import { MdSearch } from 'react-icons/md';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useAwardXpMany } from '../api/award-xp-many';
import { useUser } from '../api/get-user';
import { useUsers } from '../api/get-users';

/** A character picked for the award, with what the preview needs. */
interface Picked {
  id: number;
  name: string;
  owner: string;
  xp: number;
  xp_spent: number;
}

/**
 * XP after an event: pick members' characters, give one amount and reason, see what each
 * will have before saving. A negative amount corrects; no character may go below what it
 * has spent (the preview marks those, and the server refuses them too).
 */
export function BulkXpAward() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const award = useAwardXpMany();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const users = useUsers(debounced);
  const [memberId, setMemberId] = useState<number | null>(null);
  const member = useUser(memberId);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const isPicked = (id: number) => picked.some((p) => p.id === id);
  const toggle = (character: Picked) =>
    setPicked((current) =>
      current.some((p) => p.id === character.id)
        ? current.filter((p) => p.id !== character.id)
        : [...current, character],
    );
  const value = typeof amount === 'number' ? amount : 0;
  const belowSpent = picked.filter((p) => p.xp + value < p.xp_spent);
  const ready =
    picked.length > 0 && value !== 0 && reason.trim().length > 0 && belowSpent.length === 0;

  const submit = () => {
    setError(null);
    award.mutate(
      { character_ids: picked.map((p) => p.id), amount: value, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: t('xpAwards.saved', { count: answer.awards.length, amount: value }),
          });
          setPicked([]);
          setAmount('');
          setReason('');
        },
        onError: (failure) => {
          const text = errorMessage(failure, 'xpAwards.failed');
          // The refusal names the character that would go below what it has spent.
          const who = isApiError(failure)
            ? picked.find((p) => p.id === failure.params.character_id)
            : undefined;
          setError(who ? `${who.name}: ${text}` : text);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="xp-awards-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="xp-awards-title">
          {t('xpAwards.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('xpAwards.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={6}>
            <TextInput
              label={t('xpAwards.findMember')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              maxLength={USER_SEARCH_MAX_LENGTH}
              leftSection={<MdSearch aria-hidden />}
              type="search"
            />
            <Stack
              gap={4}
              component="ul"
              aria-label={t('xpAwards.members')}
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                maxHeight: 220,
                overflowY: 'auto',
              }}
            >
              {(users.data ?? [])
                .filter((u) => u.character_count > 0)
                .map((u) => (
                  <li key={u.id}>
                    <UnstyledButton
                      onClick={() => setMemberId(u.id)}
                      aria-current={u.id === memberId ? 'true' : undefined}
                      w="100%"
                      p={4}
                      style={{
                        borderRadius: 4,
                        background:
                          u.id === memberId ? 'var(--mantine-color-oxblood-0)' : undefined,
                      }}
                    >
                      <Text size="sm" fw={u.id === memberId ? 700 : 400} truncate>
                        {u.name}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
            </Stack>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {member.data
                ? t('xpAwards.charactersOf', { name: member.data.name })
                : t('xpAwards.pickMember')}
            </Text>
            {memberId !== null && member.isPending ? (
              <Loader size="xs" aria-label={t('app.loading')} />
            ) : null}
            {member.data?.characters.map((c) => (
              <Checkbox
                key={c.id}
                label={t('xpAwards.characterOption', { name: c.name, xp: c.xp })}
                checked={isPicked(c.id)}
                onChange={() =>
                  toggle({
                    id: c.id,
                    name: c.name,
                    owner: member.data.name,
                    xp: c.xp,
                    xp_spent: c.xp_spent,
                  })
                }
              />
            ))}
          </Stack>
        </SimpleGrid>

        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('xpAwards.amount')}
            description={t('xpAwards.amountHint')}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            min={-CHARACTER_TEXT_LIMITS.xpAmount}
            max={CHARACTER_TEXT_LIMITS.xpAmount}
            allowDecimal={false}
            w={160}
          />
          <TextInput
            label={t('xpAwards.reason')}
            placeholder={t('xpAwards.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={CHARACTER_TEXT_LIMITS.xpReason}
            style={{ flex: '1 1 220px' }}
          />
        </Group>

        <Title order={3} size="h5">
          {t('xpAwards.preview', { count: picked.length, max: XP_AWARD_MAX_CHARACTERS })}
        </Title>
        {picked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('xpAwards.nonePicked')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label={t('xpAwards.previewLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('xpAwards.character')}</Table.Th>
                  <Table.Th>{t('xpAwards.owner')}</Table.Th>
                  <Table.Th ta="right">{t('xpAwards.before')}</Table.Th>
                  <Table.Th ta="right">{t('xpAwards.after')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('xpAwards.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {picked.map((p) => {
                  const after = p.xp + value;
                  const tooLow = after < p.xp_spent;
                  return (
                    <Table.Tr key={p.id}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.owner}</Table.Td>
                      <Table.Td ta="right">{p.xp}</Table.Td>
                      <Table.Td ta="right" c={tooLow ? 'red.9' : undefined} fw={tooLow ? 700 : 400}>
                        {after}
                        {tooLow ? ` – ${t('xpAwards.belowSpent', { spent: p.xp_spent })}` : ''}
                      </Table.Td>
                      <Table.Td>
                        <CloseButton
                          size="sm"
                          aria-label={t('xpAwards.removeFor', { name: p.name })}
                          onClick={() => toggle(p)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {error ? (
          <Alert color="oxblood" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={submit} disabled={!ready} loading={award.isPending}>
            {t('xpAwards.submit', { count: picked.length, amount: value })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
