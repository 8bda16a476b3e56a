import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../i18n/use-translation';
import { useErrorMessage } from '../api/use-error-message';

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
                          style={{ overflowWrap: 'break-word' }}
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

export interface StaffNoteFormProps {
  /** The text box's label, naming the row: "Reason for declining Thorin's request". */
  label: string;
  /** The note, kept by the row so that it survives a cancel and a second try. */
  note: string;
  onNoteChange: (note: string) => void;
  maxLength: number;
  confirmLabel: string;
  /** Red for an answer that says no. */
  confirmColor?: string;
  busy: boolean;
  /** Said through `onInvalid` when the note is left empty: a note is required. */
  requiredText: string;
  onConfirm: (note: string) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

/** A row action that needs a note first (a reason, a comment): the note and its two buttons. */
export function StaffNoteForm(props: StaffNoteFormProps) {
  const { t } = useTranslation();
  const note = props.note;
  return (
    <Stack gap="xs">
      <Textarea
        label={props.label}
        value={note}
        onChange={(e) => props.onNoteChange(e.currentTarget.value)}
        maxLength={props.maxLength}
        autosize
        minRows={2}
      />
      <Group gap="xs">
        <Button
          size="xs"
          color={props.confirmColor}
          loading={props.busy}
          onClick={() =>
            note.trim() ? props.onConfirm(note.trim()) : props.onInvalid(props.requiredText)
          }
        >
          {props.confirmLabel}
        </Button>
        <Button size="xs" variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The state of one row's action: its note form, the note, and the error it met. */
export interface StaffRowAction<V> {
  /** The note form is open. */
  asking: boolean;
  setAsking: (asking: boolean) => void;
  note: string;
  setNote: (note: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
  /** Sends the action: a green notice on success, the translated refusal in `error`. */
  run: (variables: V) => void;
}

/**
 * What a row's action needs around its mutation. `mutate` sends it (a TanStack mutation's
 * mutate with the row's id); `done` says what happened; `failedKey` is the message when the
 * server's answer has none of its own.
 */
export function useStaffRowAction<V>(
  mutate: (
    variables: V,
    callbacks: { onSuccess: () => void; onError: (failure: unknown) => void },
  ) => void,
  done: (variables: V) => string,
  failedKey: string,
): StaffRowAction<V> {
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (variables: V) => {
    setError(null);
    mutate(variables, {
      onSuccess: () => notifications.show({ color: 'green', message: done(variables) }),
      onError: (failure) => setError(errorMessage(failure, failedKey)),
    });
  };
  return { asking, setAsking, note, setNote, error, setError, run };
}

/** A row action's error, under the row. */
export function StaffRowError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="oxblood" role="alert" p="xs">
      {error}
    </Alert>
  ) : null;
}
