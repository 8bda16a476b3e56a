import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { Link } from 'react-router';
import { GiEnvelope } from 'react-icons/gi';
import { LuPlus, LuPrinter, LuTrash2 } from 'react-icons/lu';
import { INVENTORY_LIMITS } from '@club/shared/contract/inventory-constants';
import type { Envelope, EnvelopeTarget, ItemType } from '@club/shared/contract/inventory';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeskCharacter } from '../api/get-desk-character';
import { useEnvelope } from '../api/get-envelope';
import { useItemTypes } from '../api/get-item-types';
import { useRulesChoices, type RulesChoices } from '../api/get-rules-choices';
import { useSaveEnvelope } from '../api/save-envelope';
import { useRecipients } from '../api/search-recipients';

type TargetKind =
  'all' | 'class_id' | 'profession_id' | 'ability_id' | 'special_ability_id' | 'character_id';
const TARGET_KINDS: TargetKind[] = [
  'all',
  'class_id',
  'profession_id',
  'ability_id',
  'special_ability_id',
  'character_id',
];

interface Line {
  key: number;
  item_type_id: number | null;
  quantity: number | string;
}

interface Rule {
  key: number;
  kind: TargetKind;
  id: number | null;
  lines: Line[];
}

interface Limit {
  key: number;
  item_type_id: number | null;
  keep: number | string;
}

let nextKey = 1;
const key = () => nextKey++;

function kindOf(target: EnvelopeTarget): { kind: TargetKind; id: number | null } {
  if ('all' in target) return { kind: 'all', id: null };
  const [kind, id] = Object.entries(target)[0] as [TargetKind, number];
  return { kind, id };
}

function toRules(envelope: Envelope): Rule[] {
  return envelope.rules.map((rule) => ({
    key: key(),
    ...kindOf(rule.to),
    lines: rule.items.map((line) => ({ key: key(), ...line })),
  }));
}

function toLimits(envelope: Envelope): Limit[] {
  return envelope.hand_back.map((limit) => ({ key: key(), ...limit }));
}

const whole = (value: number | string) =>
  typeof value === 'number' ? value : Number.parseInt(value, 10);

/** What the form holds as the API's envelope, or null while something is unfinished. */
function toEnvelope(rules: Rule[], limits: Limit[]): Envelope | null {
  const out: Envelope = { rules: [], hand_back: [] };
  for (const rule of rules) {
    if (rule.kind !== 'all' && rule.id === null) return null;
    const items = [];
    for (const line of rule.lines) {
      const quantity = whole(line.quantity);
      if (line.item_type_id === null || !Number.isInteger(quantity) || quantity < 1) return null;
      items.push({ item_type_id: line.item_type_id, quantity });
    }
    if (items.length === 0) return null;
    const to = (rule.kind === 'all' ? { all: true } : { [rule.kind]: rule.id }) as EnvelopeTarget;
    out.rules.push({ to, items });
  }
  for (const limit of limits) {
    const keep = whole(limit.keep);
    if (limit.item_type_id === null || !Number.isInteger(keep) || keep < 0) return null;
    out.hand_back.push({ item_type_id: limit.item_type_id, keep });
  }
  return out;
}

/**
 * The event's envelope, on its staff page: rules for whom (every character, a class, a
 * profession, an ability, a special ability, one character) and what each gets at
 * check-in, and how much of a type a departing character may keep.
 */
export function EnvelopeSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const envelope = useEnvelope(eventId);
  const types = useItemTypes();
  const choices = useRulesChoices();

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="envelope-title"
      data-testid="envelope-editor"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="envelope-title">
            {t('inventory.envelope.title')}
          </Title>
          <Button
            component={Link}
            to={paths.events.envelopes(eventId)}
            variant="default"
            leftSection={<LuPrinter aria-hidden />}
          >
            {t('inventory.envelope.printSlips')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('inventory.envelope.intro')}
        </Text>
        {envelope.isPending || types.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : envelope.isError ? (
          <LoadError
            message={errorMessage(envelope.error, 'inventory.envelope.loadFailed')}
            onRetry={() => void envelope.refetch()}
          />
        ) : (
          <EnvelopeEditor
            eventId={eventId}
            saved={envelope.data}
            itemTypes={types.data?.item_types ?? []}
            choices={choices.data}
          />
        )}
      </Stack>
    </Paper>
  );
}

function EnvelopeEditor({
  eventId,
  saved,
  itemTypes,
  choices,
}: {
  eventId: number;
  saved: Envelope;
  itemTypes: ItemType[];
  choices: RulesChoices | undefined;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveEnvelope(eventId);
  const [rules, setRules] = useState<Rule[]>(() => toRules(saved));
  const [limits, setLimits] = useState<Limit[]>(() => toLimits(saved));
  const [removing, setRemoving] = useState<Rule | null>(null);
  const [dirty, setDirty] = useState(false);

  // A newer saved envelope (another staff member's, or ours coming back) replaces the form
  // unless it holds changes of its own.
  const [shown, setShown] = useState(saved);
  if (shown !== saved && !dirty) {
    setShown(saved);
    setRules(toRules(saved));
    setLimits(toLimits(saved));
  }

  const typeOptions = itemTypes.map((type) => ({
    value: String(type.id),
    // The unit says how it is counted, unless it only repeats the name ("Sølv (sølv)").
    label:
      type.unit && type.unit.toLowerCase() !== type.name.toLowerCase()
        ? `${type.name} (${type.unit})`
        : type.name,
  }));
  const changeRules = (next: Rule[]) => {
    setRules(next);
    setDirty(true);
  };
  const changeLimits = (next: Limit[]) => {
    setLimits(next);
    setDirty(true);
  };
  const updateRule = (rule: Rule, change: Partial<Rule>) =>
    changeRules(rules.map((r) => (r.key === rule.key ? { ...r, ...change } : r)));
  const envelope = toEnvelope(rules, limits);

  const submit = () => {
    if (!envelope) return;
    save.mutate(envelope, {
      onSuccess: () => {
        setDirty(false);
        notifications.show({ color: 'green', message: t('inventory.envelope.saved') });
      },
    });
  };

  return (
    <Stack gap="md">
      {rules.length === 0 ? (
        <EmptyState icon={<GiEnvelope />} message={t('inventory.envelope.empty')} />
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rules.map((rule, index) => (
            <Paper
              component="li"
              key={rule.key}
              withBorder
              radius="sm"
              p="sm"
              bg="var(--club-parchment-light)"
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700}>{t('inventory.envelope.rule', { number: index + 1 })}</Text>
                  <Button
                    variant="subtle"
                    color="red.9"
                    size="compact-sm"
                    leftSection={<LuTrash2 aria-hidden />}
                    aria-label={t('inventory.envelope.removeRule', { number: index + 1 })}
                    onClick={() => setRemoving(rule)}
                  >
                    {t('inventory.envelope.removeRuleConfirm')}
                  </Button>
                </Group>
                <TargetPicker
                  rule={rule}
                  choices={choices}
                  onChange={(change) => updateRule(rule, change)}
                />
                {rule.lines.map((line, lineIndex) => (
                  <Group key={line.key} gap="xs" wrap="nowrap" align="flex-end" maw={560}>
                    <Select
                      label={lineIndex === 0 ? t('inventory.envelope.gets') : undefined}
                      aria-label={t('inventory.envelope.lineType', { number: lineIndex + 1 })}
                      placeholder={t('inventory.envelope.chooseType')}
                      data={typeOptions}
                      value={line.item_type_id === null ? null : String(line.item_type_id)}
                      onChange={(value) =>
                        updateRule(rule, {
                          lines: rule.lines.map((l) =>
                            l.key === line.key
                              ? { ...l, item_type_id: value === null ? null : Number(value) }
                              : l,
                          ),
                        })
                      }
                      searchable
                      nothingFoundMessage={t('inventory.catalogue.noneFound')}
                      style={{ flex: 1, minWidth: 0 }}
                      comboboxProps={{ withinPortal: true }}
                    />
                    <NumberInput
                      label={lineIndex === 0 ? t('inventory.envelope.quantity') : undefined}
                      aria-label={t('inventory.envelope.lineQuantity', { number: lineIndex + 1 })}
                      value={line.quantity}
                      onChange={(value) =>
                        updateRule(rule, {
                          lines: rule.lines.map((l) =>
                            l.key === line.key ? { ...l, quantity: value } : l,
                          ),
                        })
                      }
                      min={1}
                      max={INVENTORY_LIMITS.maxQuantity}
                      allowDecimal={false}
                      allowNegative={false}
                      w={84}
                    />
                    {rule.lines.length > 1 ? (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        mb={2}
                        aria-label={t('inventory.envelope.removeLine', { number: lineIndex + 1 })}
                        onClick={() =>
                          updateRule(rule, { lines: rule.lines.filter((l) => l.key !== line.key) })
                        }
                      >
                        <LuTrash2 aria-hidden />
                      </ActionIcon>
                    ) : (
                      <Box w={34} style={{ flex: 'none' }} />
                    )}
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<LuPlus aria-hidden />}
                    onClick={() =>
                      updateRule(rule, {
                        lines: [...rule.lines, { key: key(), item_type_id: null, quantity: 1 }],
                      })
                    }
                  >
                    {t('inventory.envelope.addLine')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<LuPlus aria-hidden />}
          onClick={() =>
            changeRules([
              ...rules,
              {
                key: key(),
                kind: 'all',
                id: null,
                lines: [{ key: key(), item_type_id: null, quantity: 1 }],
              },
            ])
          }
        >
          {t('inventory.envelope.addRule')}
        </Button>
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="hand-back-title">
        <Title order={3} size="h4" id="hand-back-title">
          {t('inventory.envelope.handBackTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('inventory.envelope.handBackIntro')}
        </Text>
        {limits.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('inventory.envelope.handBackEmpty')}
          </Text>
        ) : (
          limits.map((limit, index) => (
            <Group key={limit.key} gap="xs" wrap="nowrap" align="flex-end" maw={560}>
              <Select
                label={index === 0 ? t('inventory.envelope.handBackType') : undefined}
                aria-label={t('inventory.envelope.handBackTypeNumber', { number: index + 1 })}
                placeholder={t('inventory.envelope.chooseType')}
                data={typeOptions}
                value={limit.item_type_id === null ? null : String(limit.item_type_id)}
                onChange={(value) =>
                  changeLimits(
                    limits.map((l) =>
                      l.key === limit.key
                        ? { ...l, item_type_id: value === null ? null : Number(value) }
                        : l,
                    ),
                  )
                }
                searchable
                style={{ flex: 1, minWidth: 0 }}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label={index === 0 ? t('inventory.envelope.keep') : undefined}
                aria-label={t('inventory.envelope.keepNumber', { number: index + 1 })}
                value={limit.keep}
                onChange={(value) =>
                  changeLimits(limits.map((l) => (l.key === limit.key ? { ...l, keep: value } : l)))
                }
                min={0}
                max={INVENTORY_LIMITS.maxQuantity}
                allowDecimal={false}
                allowNegative={false}
                w={96}
              />
              <ActionIcon
                variant="subtle"
                size="lg"
                mb={2}
                aria-label={t('inventory.envelope.removeHandBack', { number: index + 1 })}
                onClick={() => changeLimits(limits.filter((l) => l.key !== limit.key))}
              >
                <LuTrash2 aria-hidden />
              </ActionIcon>
            </Group>
          ))
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<LuPlus aria-hidden />}
            onClick={() => changeLimits([...limits, { key: key(), item_type_id: null, keep: 0 }])}
          >
            {t('inventory.envelope.addHandBack')}
          </Button>
        </Group>
      </Stack>

      {save.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error, 'inventory.envelope.saveFailed')}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {dirty
            ? envelope
              ? t('inventory.envelope.unsaved')
              : t('inventory.envelope.unfinished')
            : t('inventory.envelope.upToDate')}
        </Text>
        <Button onClick={submit} loading={save.isPending} disabled={!dirty || envelope === null}>
          {t('inventory.envelope.save')}
        </Button>
      </Group>

      <ConfirmDialog
        opened={removing !== null}
        title={t('inventory.envelope.removeRuleTitle')}
        message={t('inventory.envelope.removeRuleMessage')}
        confirmLabel={t('inventory.envelope.removeRuleConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          if (removing) changeRules(rules.filter((r) => r.key !== removing.key));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** Whom a rule is for: its kind, and the class, profession, ability or character. */
function TargetPicker({
  rule,
  choices,
  onChange,
}: {
  rule: Rule;
  choices: RulesChoices | undefined;
  onChange: (change: Partial<Rule>) => void;
}) {
  const { t } = useTranslation();
  const lists: Record<
    Exclude<TargetKind, 'all' | 'character_id'>,
    { id: number; name: string }[]
  > = {
    class_id: choices?.classes ?? [],
    profession_id: choices?.professions ?? [],
    ability_id: choices?.abilities ?? [],
    special_ability_id: choices?.specialAbilities ?? [],
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end" maw={560}>
      <Select
        label={t('inventory.envelope.ruleFor')}
        data={TARGET_KINDS.map((kind) => ({
          value: kind,
          label: t(`inventory.envelope.targets.${kind}`),
        }))}
        value={rule.kind}
        onChange={(value) => onChange({ kind: (value ?? 'all') as TargetKind, id: null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
      />
      {rule.kind === 'all' ? null : rule.kind === 'character_id' ? (
        <CharacterTarget id={rule.id} onChange={(id) => onChange({ id })} />
      ) : (
        <Select
          aria-label={t(`inventory.envelope.targets.${rule.kind}`)}
          placeholder={t('inventory.envelope.chooseTarget')}
          data={lists[rule.kind].map((row) => ({ value: String(row.id), label: row.name }))}
          value={rule.id === null ? null : String(rule.id)}
          onChange={(value) => onChange({ id: value === null ? null : Number(value) })}
          searchable
          nothingFoundMessage={t('inventory.catalogue.noneFound')}
          style={{ flex: '1 1 12rem', minWidth: 0 }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}

function CharacterTarget({
  id,
  onChange,
}: {
  id: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const current = useDeskCharacter(id);
  const found = useRecipients(search);
  const options = [
    ...(current.data && id !== null ? [{ value: String(id), label: current.data.name }] : []),
    ...(found.data?.characters ?? [])
      .filter((row) => row.id !== id)
      .map((row) => ({
        value: String(row.id),
        label: row.player_name ? `${row.name} (${row.player_name})` : row.name,
      })),
  ];
  return (
    <Select
      aria-label={t('inventory.envelope.targets.character_id')}
      placeholder={t('inventory.envelope.searchCharacter')}
      data={options}
      value={id === null ? null : String(id)}
      onChange={(value) => onChange(value === null ? null : Number(value))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        search.trim().length >= INVENTORY_LIMITS.searchMin
          ? t('inventory.give.noneFound')
          : t('inventory.give.searchHint')
      }
      style={{ flex: '1 1 12rem', minWidth: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
