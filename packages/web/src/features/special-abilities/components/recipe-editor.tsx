import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from 'mantine-toast-store';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { RecipeLine, RecipeResponse } from '@club/shared/contract/crafting';
import { CRAFTING_LIMITS } from '@club/shared/contract/crafting-constants';
import type { ItemType } from '@club/shared/contract/inventory';
import { quantityText } from '@club/shared/rules/inventory';
import { itemTypesQuery } from '../../../api/queries/item-types';
import { useErrorMessage } from '../../../api/use-error-message';
import { LoadError } from '../../../components/load-error';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecipe } from '../api/get-recipe';
import { useSaveRecipe } from '../api/save-recipe';

interface Line {
  item_type_id: string | null;
  quantity: number;
}

const toLines = (lines: readonly RecipeLine[]): Line[] =>
  lines.map((line) => ({ item_type_id: String(line.item_type_id), quantity: line.quantity }));

/**
 * The board's recipe of a special ability: ingredients in (counted types), products out,
 * and how many events the product keeps. A special ability without a recipe starts from
 * what its ingredients text proposes (matched by the catalogue's names); the board
 * confirms by saving.
 */
export function RecipeEditor({
  specialAbility,
  opened,
  onClose,
}: {
  specialAbility: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const recipe = useRecipe(specialAbility.id, opened);
  const types = useQuery({ ...itemTypesQuery, enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={t('crafting.editor.title', { name: specialAbility.name })}
    >
      {recipe.isError || types.isError ? (
        <LoadError
          message={errorMessage(recipe.error ?? types.error, 'crafting.editor.loadFailed')}
          onRetry={() => void Promise.all([recipe.refetch(), types.refetch()])}
        />
      ) : !recipe.data || !types.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <RecipeForm
          specialAbilityId={specialAbility.id}
          answer={recipe.data}
          types={types.data.item_types}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function RecipeForm({
  specialAbilityId,
  answer,
  types,
  onDone,
}: {
  specialAbilityId: number;
  answer: RecipeResponse;
  types: ItemType[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveRecipe();
  const [inputs, setInputs] = useState<Line[]>(
    toLines(answer.recipe ? answer.recipe.inputs : answer.proposed_inputs),
  );
  const [outputs, setOutputs] = useState<Line[]>(
    answer.recipe ? toLines(answer.recipe.outputs) : [{ item_type_id: null, quantity: 1 }],
  );
  const [keeps, setKeeps] = useState<number | ''>(answer.recipe?.keeps_events ?? '');
  const counted = types.filter((type) => !type.unique);
  const choices = (list: ItemType[]) =>
    list.map((type) => ({ value: String(type.id), label: type.name }));
  const filled = (lines: Line[]) =>
    lines
      .filter((line) => line.item_type_id !== null)
      .map((line) => ({ item_type_id: Number(line.item_type_id), quantity: line.quantity }));
  const noOutput = filled(outputs).length === 0;

  const submit = () =>
    save.mutate(
      {
        specialAbilityId,
        recipe: {
          inputs: filled(inputs),
          outputs: filled(outputs),
          keeps_events: keeps === '' ? null : keeps,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('crafting.editor.saved') });
          onDone();
        },
      },
    );
  const remove = () =>
    save.mutate(
      { specialAbilityId, recipe: null },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('crafting.editor.removed') });
          onDone();
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('crafting.editor.intro')}</Text>
      {answer.proposed_inputs.length > 0 ? (
        <Alert variant="light" color="blue">
          <Stack gap={6}>
            <Text size="sm">
              {t('crafting.editor.proposal', {
                ingredients: answer.ingredients,
                what: answer.proposed_inputs
                  .map((line) => quantityText(String(line.quantity), line.unit, line.name))
                  .join(', '),
              })}
            </Text>
            {answer.unmatched.length > 0 ? (
              <Text size="sm">
                {t('crafting.editor.unmatched', { parts: answer.unmatched.join(', ') })}
              </Text>
            ) : null}
            {answer.recipe ? (
              <Group>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setInputs(toLines(answer.proposed_inputs))}
                >
                  {t('crafting.editor.useProposal')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Lines
        title={t('crafting.editor.inputs')}
        addLabel={t('crafting.editor.addInput')}
        lines={inputs}
        onChange={setInputs}
        choices={choices(counted)}
      />
      <Lines
        title={t('crafting.editor.outputs')}
        addLabel={t('crafting.editor.addOutput')}
        lines={outputs}
        onChange={setOutputs}
        choices={choices(types)}
      />
      <NumberInput
        label={t('crafting.editor.keeps')}
        description={t('crafting.editor.keepsHint')}
        value={keeps}
        onChange={(value) => setKeeps(typeof value === 'number' ? value : '')}
        min={0}
        max={CRAFTING_LIMITS.maxKeepsEvents}
        allowDecimal={false}
        w={{ base: '100%', sm: 320 }}
      />
      {noOutput ? (
        <Text size="sm" c="dimmed">
          {t('crafting.editor.needOutput')}
        </Text>
      ) : null}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="wrap">
        {answer.recipe ? (
          <Button variant="subtle" color="red" onClick={remove} disabled={save.isPending}>
            {t('crafting.editor.remove')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={noOutput}>
            {t('crafting.editor.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function Lines({
  title,
  addLabel,
  lines,
  onChange,
  choices,
}: {
  title: string;
  addLabel: string;
  lines: Line[];
  onChange: (lines: Line[]) => void;
  choices: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<Line>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        {title}
      </Title>
      {lines.map((line, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('crafting.editor.type')}
            data={choices}
            value={line.item_type_id}
            onChange={(value) => set(index, { item_type_id: value })}
            searchable
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label={t('crafting.editor.quantity')}
            value={line.quantity}
            onChange={(value) => set(index, { quantity: typeof value === 'number' ? value : 1 })}
            min={1}
            max={CRAFTING_LIMITS.maxQuantity}
            allowDecimal={false}
            w={90}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={4}
            aria-label={t('crafting.editor.removeLine')}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          >
            <LuTrash2 aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {lines.length < CRAFTING_LIMITS.lines ? (
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<LuPlus aria-hidden />}
            onClick={() => onChange([...lines, { item_type_id: null, quantity: 1 }])}
          >
            {addLabel}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
