import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GiPadlock } from 'react-icons/gi';
import { MdAdd, MdClose, MdDragIndicator } from 'react-icons/md';

export interface ProfessionOption {
  id: number;
  name: string;
}

interface ProfessionPickerProps {
  mandatory: ProfessionOption[];
  optional: ProfessionOption[];
  /** Chosen optional profession ids, in the order picked. */
  chosen: number[];
  /** How many optional professions the class allows (additional_professions). */
  limit: number;
  /** Whether one more optional profession may be picked now (the class's limit). */
  canPick: (id: number) => boolean;
  onChange: (chosen: number[]) => void;
  /** The level of the picker's own headings. */
  headingOrder?: 4 | 5;
  /** Chosen professions that cannot be removed (they have unlocked abilities): a lock icon. */
  locked?: ReadonlySet<number>;
  /** Asked instead of removing at once, e.g. to check with the server first. */
  onRemove?: (id: number) => void;
  /** Whether a drag of this profession may start; when not, onDragError tells why. */
  canStartDrag?: (id: number) => boolean;
  onDragError?: () => void;
}

const CHOSEN_ZONE = 'chosen-zone';
const AVAILABLE_ZONE = 'available-zone';
const availableId = (id: number) => `available-${id}`;
const chosenId = (id: number) => `chosen-${id}`;
const professionIdOf = (id: UniqueIdentifier) => Number(String(id).split('-').pop());
const isChosen = (id: UniqueIdentifier) => id === CHOSEN_ZONE || String(id).startsWith('chosen-');

/**
 * Arrow keys while a profession is lifted. From the available list there is nothing to
 * reorder, so an arrow carries it to the other list: right or down to the chosen list, left
 * or up back. Chosen professions move within their list as sortable items do.
 */
const pickerKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (!String(args.active).startsWith('available-'))
    return sortableKeyboardCoordinates(event, args);
  const { droppableRects, collisionRect } = args.context;
  const toChosen = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const back = event.code === 'ArrowLeft' || event.code === 'ArrowUp';
  if (!toChosen && !back) return undefined;
  event.preventDefault();
  const rect = droppableRects.get(toChosen ? CHOSEN_ZONE : AVAILABLE_ZONE);
  if (!rect || !collisionRect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + Math.min(rect.height / 2, 60) - collisionRect.height / 2,
  };
};

/**
 * The class's mandatory professions (fixed) beside the optional ones the player drags, or
 * adds with a button, into the chosen list. At the class's limit nothing more can be
 * dragged or added; the chosen list can be reordered, since the order picked is the order
 * the character's professions get.
 */
export function ProfessionPicker({
  mandatory,
  optional,
  chosen,
  limit,
  canPick,
  onChange,
  headingOrder = 5,
  locked,
  onRemove,
  canStartDrag,
  onDragError,
}: ProfessionPickerProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<ProfessionOption | null>(null);
  // A drag that could not start: its drop, when it comes, changes nothing.
  const refusedDrag = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: pickerKeyboardCoordinates }),
  );
  // After + or ×, the button pressed is gone; focus moves to the next sensible control.
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  const byId = new Map(optional.map((p) => [p.id, p]));
  const chosenItems = chosen
    .map((id) => byId.get(id))
    .filter((p): p is ProfessionOption => Boolean(p));
  const available = optional.filter((p) => !chosen.includes(p.id));
  const atLimit = available.every((p) => !canPick(p.id));
  const nameOf = (id: UniqueIdentifier) => byId.get(professionIdOf(id))?.name ?? '';

  const add = (id: number) => {
    if (!canPick(id)) return;
    onChange([...chosen, id]);
  };
  const remove = (id: number) =>
    onRemove ? onRemove(id) : onChange(chosen.filter((c) => c !== id));
  /** + : on to the next available profession while more may be picked, else to the pick. */
  const addByButton = (id: number) => {
    if (!canPick(id)) return;
    const rest = available.filter((p) => p.id !== id);
    const index = available.findIndex((p) => p.id === id);
    const next = rest[Math.min(index, rest.length - 1)];
    add(id);
    const more = chosen.length + 1 < limit && next !== undefined;
    focusNext.current = more ? `add-${next.id}` : `remove-${id}`;
  };
  /** × : to the profession's own + in the available list, where it went back. */
  const removeByButton = (id: number) => {
    remove(id);
    focusNext.current = `add-${id}`;
  };
  const listName = (id: UniqueIdentifier) =>
    isChosen(id)
      ? t('characters.professions.chosenList')
      : t('characters.professions.availableTitle');

  const handleDragStart = ({ active }: DragStartEvent) => {
    const id = professionIdOf(active.id);
    const profession = byId.get(id);
    refusedDrag.current = !profession || (canStartDrag ? !canStartDrag(id) : false);
    if (refusedDrag.current) {
      onDragError?.();
      return;
    }
    setDragging(profession ?? null);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (refusedDrag.current) {
      refusedDrag.current = false;
      return;
    }
    if (!over) return;
    const id = professionIdOf(active.id);
    const fromAvailable = String(active.id).startsWith('available-');
    const overChosen = over.id === CHOSEN_ZONE || String(over.id).startsWith('chosen-');
    if (fromAvailable && overChosen) {
      add(id);
    } else if (!fromAvailable && over.id === AVAILABLE_ZONE) {
      remove(id);
    } else if (!fromAvailable && String(over.id).startsWith('chosen-')) {
      const from = chosen.indexOf(id);
      const to = chosen.indexOf(professionIdOf(over.id));
      if (from >= 0 && to >= 0 && from !== to) onChange(arrayMove(chosen, from, to));
    }
  };

  const announcements = {
    onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
      t('characters.professions.dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier };
      over: { id: UniqueIdentifier } | null;
    }) =>
      over
        ? t('characters.professions.dnd.over', { name: nameOf(active.id), list: listName(over.id) })
        : t('characters.professions.dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({
      active,
      over,
    }: {
      active: { id: UniqueIdentifier };
      over: { id: UniqueIdentifier } | null;
    }) =>
      over
        ? t('characters.professions.dnd.dropped', {
            name: nameOf(active.id),
            list: listName(over.id),
          })
        : t('characters.professions.dnd.outside', { name: nameOf(active.id) }),
    onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
      t('characters.professions.dnd.cancelled', { name: nameOf(active.id) }),
  };

  return (
    <Stack gap="sm" ref={root}>
      <div>
        <Title order={headingOrder}>{t('characters.professions.mandatoryTitle')}</Title>
        {mandatory.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('characters.professions.noMandatory')}
          </Text>
        ) : (
          <Group gap="xs" mt={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {mandatory.map((p) => (
              <Badge
                key={p.id}
                component="li"
                size="lg"
                variant="light"
                color="oxblood"
                leftSection={<GiPadlock aria-hidden />}
                styles={{ label: { textTransform: 'none' } }}
              >
                {p.name}
              </Badge>
            ))}
          </Group>
        )}
      </div>

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('characters.professions.dnd.instructions') },
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Zone
            id={AVAILABLE_ZONE}
            headingOrder={headingOrder}
            title={t('characters.professions.availableTitle')}
            hint={
              atLimit && available.length > 0
                ? t('characters.professions.limitReached', { count: limit })
                : t('characters.professions.dragHint')
            }
            empty={available.length === 0 ? t('characters.professions.noneAvailable') : undefined}
          >
            {available.map((p) => (
              <AvailableItem
                key={p.id}
                profession={p}
                disabled={!canPick(p.id)}
                onAdd={() => addByButton(p.id)}
              />
            ))}
          </Zone>
          <Zone
            id={CHOSEN_ZONE}
            headingOrder={headingOrder}
            title={t('characters.professions.chosenTitle', { count: chosen.length, limit })}
            highlight={Boolean(dragging) && !atLimit}
            empty={
              chosenItems.length > 0
                ? undefined
                : limit === 0
                  ? t('characters.professions.noOptional')
                  : t('characters.professions.dropHere')
            }
          >
            <SortableContext items={chosen.map(chosenId)} strategy={verticalListSortingStrategy}>
              {chosenItems.map((p) => (
                <ChosenItem
                  key={p.id}
                  profession={p}
                  locked={locked?.has(p.id) ?? false}
                  onRemove={() => removeByButton(p.id)}
                />
              ))}
            </SortableContext>
          </Zone>
        </SimpleGrid>
        <DragOverlay>{dragging ? <ItemBody name={dragging.name} lifted /> : null}</DragOverlay>
      </DndContext>
    </Stack>
  );
}

function Zone({
  id,
  title,
  hint,
  highlight,
  headingOrder,
  empty,
  children,
}: {
  id: string;
  headingOrder: 4 | 5;
  title: string;
  hint?: string;
  highlight?: boolean;
  /** Said instead of the list while it has no items (beside the list, not inside it). */
  empty?: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      bg={isOver ? 'parchment.1' : undefined}
      style={{ borderStyle: highlight ? 'dashed' : undefined, minHeight: 120 }}
    >
      <Title order={headingOrder} mb={4}>
        {title}
      </Title>
      {hint ? (
        <Text size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      <Stack
        gap={6}
        component="ul"
        aria-label={title}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {children}
      </Stack>
    </Paper>
  );
}

function ItemBody({
  name,
  lifted,
  children,
}: {
  name: string;
  lifted?: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder px="xs" py={4} shadow={lifted ? 'md' : undefined} bg="white">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={500} style={{ flex: 1 }}>
          {name}
        </Text>
        {children}
      </Group>
    </Paper>
  );
}

function AvailableItem({
  profession,
  disabled,
  onAdd,
}: {
  profession: ProfessionOption;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({
      id: availableId(profession.id),
      disabled,
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.4 : 1 }}
    >
      <ItemBody name={profession.name}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          disabled={disabled}
          aria-label={t('characters.professions.drag', { name: profession.name })}
          style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <MdDragIndicator aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="light"
          disabled={disabled}
          onClick={onAdd}
          data-focus-key={`add-${profession.id}`}
          aria-label={t('characters.professions.add', { name: profession.name })}
        >
          <MdAdd aria-hidden />
        </ActionIcon>
      </ItemBody>
    </li>
  );
}

function ChosenItem({
  profession,
  locked,
  onRemove,
}: {
  profession: ProfessionOption;
  /** It has unlocked abilities: a lock icon instead of the remove button. */
  locked: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: chosenId(profession.id),
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <ItemBody name={profession.name}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('characters.professions.move', { name: profession.name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <MdDragIndicator aria-hidden />
        </ActionIcon>
        {locked ? (
          <ThemeIcon
            variant="light"
            color="oxblood"
            role="img"
            aria-label={t('professionEdit.locked', { name: profession.name })}
            title={t('professionEdit.locked', { name: profession.name })}
          >
            <GiPadlock aria-hidden />
          </ThemeIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            onClick={onRemove}
            data-focus-key={`remove-${profession.id}`}
            aria-label={t('characters.professions.remove', { name: profession.name })}
          >
            <MdClose aria-hidden />
          </ActionIcon>
        )}
      </ItemBody>
    </li>
  );
}
