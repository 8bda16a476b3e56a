import { memo, startTransition, useMemo, useState, type ReactNode } from 'react';
import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { LuSearch } from 'react-icons/lu';
import type { StaffSignup } from '@club/shared/contract/events';
import { useTranslation } from '../../../../i18n/use-translation';
import { useRowsInSteps } from '../../../../lib/use-rows-in-steps';
import {
  CHECK_IN_FILTERS,
  findAttendees,
  type Attendee,
  type CheckInFilter,
} from '../../check-in/attendees';
import { AttendeeRow } from './attendee-row';

interface AttendeeListProps {
  attendees: readonly Attendee[];
  /** Stable across renders, as AttendeeRow asks. */
  onRecord: (signup: StaffSignup, kind: 'in' | 'out') => void;
  readOnly: boolean;
  extra?: (signup: StaffSignup) => ReactNode;
}

/**
 * The gate's search, filter and rows. It keeps the search and the filter itself, so a key
 * typed re-renders this list alone, never the screen around it, and only once the field
 * has shown the key; the rows are built once per list of rows. Kept as it is while the
 * screen around it changes and its attendees do not.
 */
export const AttendeeList = memo(function AttendeeList({
  attendees,
  onRecord,
  readOnly,
  extra,
}: AttendeeListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CheckInFilter>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => findAttendees(attendees, filter, search),
    [attendees, filter, search],
  );
  // 300 at the gate: a phone draws the first rows at once and the rest a step per frame.
  const drawn = useRowsInSteps(shown);

  return (
    <>
      <TextInput
        type="search"
        size="md"
        label={t('eventDay.checkIn.search')}
        placeholder={t('eventDay.checkIn.searchHint')}
        leftSection={<LuSearch aria-hidden />}
        // The field keeps its own text: a key typed draws nothing at once, and the list
        // follows in a transition, which a slow phone renders in slices between frames.
        onChange={(change) => {
          const typed = change.currentTarget.value;
          startTransition(() => setSearch(typed));
        }}
      />
      <Chip.Group multiple={false} value={filter} onChange={(v) => setFilter(v as CheckInFilter)}>
        <Group gap="xs" role="group" aria-label={t('eventDay.checkIn.filterLabel')}>
          {CHECK_IN_FILTERS.map((value) => (
            <Chip key={value} value={value} size="md" variant="outline">
              {t(`eventDay.checkIn.filter.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {attendees.length === 0 ? t('eventDay.checkIn.none') : t('eventDay.checkIn.noneMatch')}
        </Text>
      ) : (
        <Rows attendees={drawn} onRecord={onRecord} readOnly={readOnly} extra={extra} />
      )}
    </>
  );
});

/** The rows themselves: skipped whole while the rows drawn stay the same. */
const Rows = memo(function Rows({ attendees, onRecord, readOnly, extra }: AttendeeListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {attendees.map((attendee) => (
        <AttendeeRow
          key={attendee.id}
          attendee={attendee}
          onRecord={onRecord}
          readOnly={readOnly}
          extra={extra}
        />
      ))}
    </Stack>
  );
});
