import { memo, startTransition, useMemo, useState, type ReactNode } from 'react';
import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { LuSearch } from 'react-icons/lu';
import type { StaffSignup } from '@club/shared/contract/events';
import { useTranslation } from '../../../../i18n/use-translation';
import { useKeptRows } from '../../../../lib/use-kept-rows';
import { useRowsInSteps, type Steps } from '../../../../lib/use-rows-in-steps';
import {
  CHECK_IN_FILTERS,
  findAttendees,
  type Attendee,
  type CheckInFilter,
} from '../../check-in/attendees';
import { AttendeeRow } from './attendee-row';

/**
 * A row at the gate is tall (a name, a character, badges, a big button): ten more than
 * fill a phone's screen, and ten a step keep each frame short on a slow phone.
 */
const GATE_STEPS: Steps = { first: 10, step: 10 };

interface RowsProps {
  attendees: readonly Attendee[];
  /** Stable across renders, as AttendeeRow asks. */
  onRecord: (signup: StaffSignup, kind: 'in' | 'out') => void;
  readOnly: boolean;
  extra?: (signup: StaffSignup) => ReactNode;
}

interface AttendeeListProps extends RowsProps {
  /** The search and the filter, kept by the screen so they outlive a reload of the list. */
  search: string;
  onSearch: (search: string) => void;
  filter: CheckInFilter;
  onFilter: (filter: CheckInFilter) => void;
}

/**
 * The gate's search, filter and rows. A key typed draws nothing at once: the field shows
 * it, and the search reaches the screen in a transition, rendered in slices between
 * frames, where only the rows are drawn again; they are built once per list of rows
 * found, and kept as they are while that list stays the same.
 */
export const AttendeeList = memo(function AttendeeList({
  attendees,
  onRecord,
  readOnly,
  extra,
  search,
  onSearch,
  filter,
  onFilter,
}: AttendeeListProps) {
  const { t } = useTranslation();
  const shown = useMemo(
    () => findAttendees(attendees, filter, search),
    [attendees, filter, search],
  );
  // 300 at the gate: a phone draws the first rows at once and the rest a step per frame.
  const drawn = useRowsInSteps(shown, GATE_STEPS);
  // Rows the search leaves out are hidden, not removed: narrowing draws no long frame.
  const kept = useKeptRows(attendees, drawn);
  // The field starts from the search the screen kept; after that the field is its source.
  const [initialSearch] = useState(search);

  return (
    <>
      <SearchField initial={initialSearch} onSearch={onSearch} />
      <FilterChips filter={filter} onFilter={onFilter} />
      {shown.length === 0 ? (
        <Text c="dimmed">
          {attendees.length === 0 ? t('eventDay.checkIn.none') : t('eventDay.checkIn.noneMatch')}
        </Text>
      ) : null}
      {kept.rows.length > 0 ? (
        <Rows
          attendees={kept.rows}
          shown={kept.shown}
          onRecord={onRecord}
          readOnly={readOnly}
          extra={extra}
        />
      ) : null}
    </>
  );
});

/**
 * The search field keeps its own text: a key typed draws nothing at once, and the list
 * follows in a transition, which a slow phone renders in slices between frames. Not drawn
 * again as the list follows.
 */
const SearchField = memo(function SearchField({
  initial,
  onSearch,
}: {
  initial: string;
  /** Stable across renders. */
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      size="md"
      label={t('eventDay.checkIn.search')}
      placeholder={t('eventDay.checkIn.searchHint')}
      leftSection={<LuSearch aria-hidden />}
      defaultValue={initial}
      onChange={(change) => {
        const typed = change.currentTarget.value;
        startTransition(() => onSearch(typed));
      }}
    />
  );
});

/** Who to show: everyone, not arrived, arrived, owing, crew. */
const FilterChips = memo(function FilterChips({
  filter,
  onFilter,
}: {
  filter: CheckInFilter;
  /** Stable across renders. */
  onFilter: (filter: CheckInFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Chip.Group multiple={false} value={filter} onChange={(v) => onFilter(v as CheckInFilter)}>
      <Group gap="xs" role="group" aria-label={t('eventDay.checkIn.filterLabel')}>
        {CHECK_IN_FILTERS.map((value) => (
          <Chip key={value} value={value} size="md" variant="outline">
            {t(`eventDay.checkIn.filter.${value}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
});

/**
 * The rows themselves: skipped whole while the rows drawn stay the same; a row the
 * search leaves out is hidden.
 */
const Rows = memo(function Rows({
  attendees,
  shown,
  onRecord,
  readOnly,
  extra,
}: RowsProps & { shown: ReadonlySet<Attendee> }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {attendees.map((attendee) => (
        <AttendeeRow
          key={attendee.id}
          attendee={attendee}
          hidden={!shown.has(attendee)}
          onRecord={onRecord}
          readOnly={readOnly}
          extra={extra}
        />
      ))}
    </Stack>
  );
});
