import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One row of filter buttons above the list; its value is the caller's state. */
export interface StaffWorkListFilter<Value extends string = string> {
  /** The accessible name of the buttons, e.g. "Show requests". */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  // A method, not a property: a filter whose handler takes its own narrower value type
  // (e.g. `(value: Status) => setStatus(value)`) still fits the list.
  onChange(value: Value): void;
}

export interface StaffWorkListProps<Row> {
  /** Makes the element ids: the heading is `${id}-title`, a row's heading `${id}-${rowKey}`. */
  id: string;
  title: string;
  /** A count beside the title (red when above zero); null or left out shows none. */
  count?: number | null;
  filters?: readonly StaffWorkListFilter[];
  /** The loading state of the rows, as TanStack Query's `query.status` names it. */
  status: 'pending' | 'error' | 'success';
  loadFailedText: string;
  emptyText: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's heading, which names it to assistive technology: usually the character. */
  character: (row: Row) => ReactNode;
  /** Who the row is about or from, beside the heading: the member, a date, a race. */
  member: (row: Row) => ReactNode;
  /** What the row says about its state: a message, reasons, payment and attendance. */
  state?: (row: Row) => ReactNode;
  /**
   * The row's buttons and their own forms and errors. A component of its own is best,
   * so that each row keeps its own state; its parts stack below the state.
   */
  actions?: (row: Row) => ReactNode;
}

/**
 * A staff work list: a titled section with filters, then one card a row naming a member
 * and a character, the row's state and what staff can do about it, or a calm line when
 * there is nothing to do. The rows are a real list, each row an article under its own
 * heading, so a screen reader can jump between them; the cards stack and wrap, so the list
 * is as usable on a phone as on a desk.
 *
 * @example
 * const [status, setStatus] = useState<SignupStatus | 'all'>('all');
 * const query = useSignups(eventId, { status });
 * <StaffWorkList
 *   id="signups"
 *   title={t('events.signups.title')}
 *   count={query.data?.signups.length}
 *   filters={[{
 *     label: t('events.signups.filterStatus'),
 *     value: status,
 *     options: ['all', 'confirmed', 'waiting'].map((s) => ({ value: s, label: t(`events.status.${s}`) })),
 *     onChange: (value: SignupStatus | 'all') => setStatus(value),
 *   }]}
 *   status={query.status}
 *   loadFailedText={t('events.signups.loadFailed')}
 *   emptyText={t('events.signups.none')}
 *   rows={query.data?.signups ?? []}
 *   rowKey={(signup) => signup.id}
 *   character={(signup) => signup.character_name}
 *   member={(signup) => signup.user_name}
 *   state={(signup) => <SignupState signup={signup} />}
 *   actions={(signup) => <SignupActions signup={signup} />}
 * />
 */
export function StaffWorkList<Row>({
  id,
  title,
  count,
  filters = [],
  status,
  loadFailedText,
  emptyText,
  rows,
  rowKey,
  character,
  member,
  state,
  actions,
}: StaffWorkListProps<Row>) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            {count != null ? (
              <Badge color={count > 0 ? 'oxblood' : 'gray'} variant="light">
                {count}
              </Badge>
            ) : null}
          </Group>
          {filters.map((filter) => (
            <SegmentedControl
              key={filter.label}
              size="xs"
              value={filter.value}
              onChange={(value) => filter.onChange(value)}
              aria-label={filter.label}
              data={filter.options.map((option) => ({ ...option }))}
            />
          ))}
        </Group>
        {status === 'pending' ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : status === 'error' ? (
          <Alert color="oxblood" role="alert">
            {loadFailedText}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <Box
            component="ul"
            aria-labelledby={titleId}
            m={0}
            p={0}
            style={{
              listStyle: 'none',
              display: 'flex',
              flexDirection: 'column',
              gap: 'var(--mantine-spacing-xs)',
            }}
          >
            {rows.map((row) => {
              const rowId = `${id}-${rowKey(row)}`;
              return (
                <li key={rowKey(row)}>
                  <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={rowId}>
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs" wrap="wrap">
                        <Text
                          component="h3"
                          fw={700}
                          id={rowId}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {character(row)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {member(row)}
                        </Text>
                      </Group>
                      {state?.(row)}
                      {actions?.(row)}
                    </Stack>
                  </Paper>
                </li>
              );
            })}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
