import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { GiCauldron } from 'react-icons/gi';
import { LuWifiOff } from 'react-icons/lu';
import type { KnownRecipe } from '@club/shared/contract/crafting';
import { CRAFTING_LIMITS } from '@club/shared/contract/crafting-constants';
import { canMoveItems } from '@club/shared/rules/permissions';
import { quantityText } from '@club/shared/rules/inventory';
import { useErrorMessage } from '../../../api/use-error-message';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useTranslation } from '../../../i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline-status';
import { useSession } from '../../../lib/session';
import { useCraft } from '../api/craft';
import { useCharacterRecipes } from '../api/get-character-recipes';

export interface WorkshopCharacter {
  id: number;
  name: string;
  user_id: number;
}

/** A fresh key for one confirmed craft (a repeated send of it crafts once). */
function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The character's workshop ("Værksted"), phone first: the recipes its sheet knows, what
 * each takes and what it holds of it, and a button that says what it will take before it
 * brews. The player brews while checked in at a running event; staff brew on the
 * character's behalf at any time, with a reason. Without a signal it says so and brews
 * nothing.
 */
export function WorkshopSection({ character }: { character: WorkshopCharacter }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const recipes = useCharacterRecipes(character.id);
  const { online } = useOfflineStatus();
  const [chosen, setChosen] = useState<{ recipe: KnownRecipe; times: number } | null>(null);
  const own = user?.id === character.user_id;
  const staff = canMoveItems(user?.role);
  const data = recipes.data;
  const atEvent = data?.event ?? null;
  const playerMay = own && atEvent !== null;
  const mayCraft = playerMay || staff;

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="workshop-title"
      data-testid="workshop"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="workshop-title">
          {t('crafting.workshop.title')}
        </Title>
        {!online ? (
          <Alert color="yellow" variant="light" icon={<LuWifiOff aria-hidden />}>
            {t('crafting.workshop.offline')}
          </Alert>
        ) : null}
        {recipes.isError ? (
          <LoadError
            message={errorMessage(recipes.error, 'crafting.workshop.loadFailed')}
            onRetry={() => void recipes.refetch()}
          />
        ) : !data ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : data.recipes.length === 0 ? (
          <EmptyState
            icon={<GiCauldron />}
            message={t('crafting.workshop.empty', { name: character.name })}
          />
        ) : (
          <>
            <Text size="sm">
              {own && atEvent
                ? t('crafting.workshop.atEvent', { event: atEvent.title })
                : own && !staff
                  ? t('crafting.workshop.notAtEvent')
                  : atEvent
                    ? t('crafting.workshop.staffAtEvent', {
                        name: character.name,
                        event: atEvent.title,
                      })
                    : t('crafting.workshop.staffOnly')}
            </Text>
            {data.mana ? (
              <Text size="sm" fw={600}>
                {t('crafting.workshop.mana', { left: data.mana.left, max: data.mana.max })}
              </Text>
            ) : null}
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.recipes.map((recipe) => (
                <RecipeCard
                  key={recipe.special_ability_id}
                  recipe={recipe}
                  costsMana={data.costs_mana && atEvent !== null}
                  disabled={!mayCraft || !online}
                  onCraft={(times) => setChosen({ recipe, times })}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        centered
        title={chosen ? t('crafting.confirm.title', { name: chosen.recipe.name }) : ''}
      >
        {chosen ? (
          <ConfirmCraft
            character={character}
            recipe={chosen.recipe}
            times={chosen.times}
            needsReason={!playerMay}
            manaCost={
              data?.costs_mana && atEvent !== null ? chosen.recipe.mana_cost * chosen.times : 0
            }
            onDone={() => setChosen(null)}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

function RecipeCard({
  recipe,
  costsMana,
  disabled,
  onCraft,
}: {
  recipe: KnownRecipe;
  costsMana: boolean;
  disabled: boolean;
  onCraft: (times: number) => void;
}) {
  const { t } = useTranslation();
  const [times, setTimes] = useState(1);
  const most = Math.max(1, Math.min(recipe.can_make, CRAFTING_LIMITS.maxTimes));
  const titleId = `recipe-${recipe.special_ability_id}`;
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {recipe.name}
          </Title>
          <Badge variant="light">{recipe.type}</Badge>
        </Group>
        {recipe.effect ? <Text size="sm">{recipe.effect}</Text> : null}
        <Text size="sm" fw={600}>
          {t('crafting.recipe.needs')}
        </Text>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {recipe.inputs.map((input) => (
            <Group component="li" key={input.item_type_id} justify="space-between" gap="xs">
              <Text size="sm">{quantityText(String(input.quantity), input.unit, input.name)}</Text>
              <Text size="sm" c={input.missing > 0 ? 'red.8' : 'dimmed'}>
                {input.missing > 0
                  ? t('crafting.recipe.missing', { held: input.held, missing: input.missing })
                  : t('crafting.recipe.held', { held: input.held })}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm">
          {t('crafting.recipe.makes', {
            what: recipe.outputs
              .map((line) => quantityText(String(line.quantity), line.unit, line.name))
              .join(', '),
          })}
          {recipe.keeps_events === null
            ? ''
            : recipe.keeps_events === 0
              ? ` · ${t('crafting.recipe.keepsNow')}`
              : ` · ${t('crafting.recipe.keeps', { count: recipe.keeps_events })}`}
          {costsMana && recipe.mana_cost > 0
            ? ` · ${t('crafting.recipe.manaCost', { mana: recipe.mana_cost })}`
            : ''}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('crafting.recipe.times')}
            value={times}
            onChange={(value) => setTimes(typeof value === 'number' ? value : 1)}
            min={1}
            max={most}
            w={110}
            disabled={disabled || recipe.can_make === 0}
          />
          <Button
            leftSection={<GiCauldron aria-hidden />}
            disabled={disabled || recipe.can_make === 0}
            onClick={() => onCraft(Math.min(Math.max(1, times), most))}
            aria-label={t('crafting.recipe.brewNamed', { name: recipe.name })}
          >
            {t('crafting.recipe.brew')}
          </Button>
        </Group>
        {recipe.can_make === 0 ? (
          <Text size="xs" c="dimmed">
            {t('crafting.recipe.cannot')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function ConfirmCraft({
  character,
  recipe,
  times,
  needsReason,
  manaCost,
  onDone,
}: {
  character: WorkshopCharacter;
  recipe: KnownRecipe;
  times: number;
  needsReason: boolean;
  manaCost: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const craft = useCraft();
  const [reason, setReason] = useState('');
  // One key for this confirmation: a double tap or a retry after a lost answer brews once.
  const key = useRef(newKey());
  const takes = recipe.inputs
    .map((line) => quantityText(String(line.quantity * times), line.unit, line.name))
    .join(', ');
  const gives = recipe.outputs
    .map((line) => quantityText(String(line.quantity * times), line.unit, line.name))
    .join(', ');
  const submit = () =>
    craft.mutate(
      {
        characterId: character.id,
        body: { special_ability_id: recipe.special_ability_id, times, reason: reason.trim() },
        key: key.current,
      },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            message: t('crafting.confirm.done', {
              what: result.produced
                .map((line) => quantityText(String(line.quantity), line.unit, line.name))
                .join(', '),
            }),
          });
          onDone();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Text>{t('crafting.confirm.takes', { what: takes || t('crafting.confirm.nothing') })}</Text>
      <Text>{t('crafting.confirm.gives', { what: gives })}</Text>
      {manaCost > 0 ? <Text>{t('crafting.confirm.mana', { mana: manaCost })}</Text> : null}
      {needsReason ? (
        <TextInput
          label={t('crafting.confirm.reason')}
          description={t('crafting.confirm.reasonHint', { name: character.name })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={CRAFTING_LIMITS.reason}
          required
        />
      ) : null}
      {craft.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(craft.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={craft.isPending}
          disabled={needsReason && reason.trim() === ''}
        >
          {t('crafting.confirm.brew', { count: times })}
        </Button>
      </Group>
    </Stack>
  );
}
