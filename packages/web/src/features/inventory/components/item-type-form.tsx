import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Text,
  Textarea,
} from '@mantine/core';
import {
  INVENTORY_LIMITS,
  ITEM_KINDS,
  type ItemKind,
} from '@club/shared/contract/inventory-constants';
import type { ItemType, ItemTypeCreate } from '@club/shared/contract/inventory';
import { useTranslation } from '../../../i18n/use-translation';
import type { RulesChoices } from '../api/get-rules-choices';

export interface ItemTypeFormProps {
  /** The type being edited; a new one without. */
  initial?: ItemType;
  choices: RulesChoices | undefined;
  /** Whether the type is in the ledger already: it then keeps whether it is unique. */
  uniqueFixed?: boolean;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: Required<ItemTypeCreate>) => void;
  onCancel?: () => void;
}

/** The fields of an item type, for adding one to the catalogue and for changing one. */
export function ItemTypeForm({
  initial,
  choices,
  uniqueFixed = false,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: ItemTypeFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [kind, setKind] = useState<ItemKind>(initial?.kind ?? 'resource');
  const [unique, setUnique] = useState(initial?.unique ?? false);
  const [unit, setUnit] = useState(initial?.unit ?? '');
  const [visible, setVisible] = useState(initial?.visible_to_players ?? true);
  const [special, setSpecial] = useState<string | null>(
    initial?.special_ability_id ? String(initial.special_ability_id) : null,
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      kind,
      unique: kind === 'currency' ? false : unique,
      unit: unit.trim(),
      visible_to_players: visible,
      special_ability_id: special === null ? null : Number(special),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('inventory.catalogue.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={INVENTORY_LIMITS.name}
          />
          <TextInput
            label={t('inventory.catalogue.unit')}
            description={t('inventory.catalogue.unitHint')}
            value={unit}
            onChange={(e) => setUnit(e.currentTarget.value)}
            maxLength={INVENTORY_LIMITS.unit}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('inventory.catalogue.kind')}
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as ItemKind)}
            aria-label={t('inventory.catalogue.kind')}
            data={ITEM_KINDS.map((value) => ({ value, label: t(`inventory.kinds.${value}`) }))}
            fullWidth
          />
        </Stack>
        <Textarea
          label={t('inventory.catalogue.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={INVENTORY_LIMITS.description}
          autosize
          minRows={2}
        />
        <Checkbox
          label={t('inventory.catalogue.unique')}
          description={
            uniqueFixed ? t('inventory.catalogue.uniqueFixed') : t('inventory.catalogue.uniqueHint')
          }
          checked={kind !== 'currency' && unique}
          disabled={kind === 'currency' || uniqueFixed}
          onChange={(e) => setUnique(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('inventory.catalogue.visible')}
          description={t('inventory.catalogue.visibleHint')}
          checked={visible}
          onChange={(e) => setVisible(e.currentTarget.checked)}
        />
        <Select
          label={t('inventory.catalogue.specialAbility')}
          description={t('inventory.catalogue.specialAbilityHint')}
          placeholder={t('inventory.catalogue.noSpecialAbility')}
          data={(choices?.specialAbilities ?? [])
            .filter((ability) => ability.type !== 'Sprog')
            .map((ability) => ({
              value: String(ability.id),
              label: `${ability.name} (${ability.type})`,
            }))}
          value={special}
          onChange={setSpecial}
          searchable
          clearable
          nothingFoundMessage={t('inventory.catalogue.noneFound')}
          comboboxProps={{ withinPortal: true }}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} disabled={name.trim() === ''}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
