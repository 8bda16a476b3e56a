import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from 'mantine-toast-store';
import type { Character, CharacterAbility } from '@club/shared/contract/characters';
import type { User } from '@club/shared/contract/auth';
import { canAccessCharacter } from '@club/shared/rules/permissions';
import { GiPadlock, GiPadlockOpen } from 'react-icons/gi';
import { SHEET_RULES } from '@club/shared/rules/character-sheet';
import { isApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { useErrorMessage } from '../../api/use-error-message';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useCharacter } from './api/get-character';
import { useCharacterAbilities } from './api/get-character-abilities';
import { useSaveCharacterAbilities } from './api/save-character-abilities';
import { AbilityCell } from './components/ability-cell';
import { AccessRedirect } from './components/access-redirect';
import { OrganizerAbilityButtons, organizerAbilities } from './components/organizer-abilities';
import { ReviewNotice } from './components/review-notice';
import { ChangeRequestPanel } from './components/change-request-panel';
import { XpSummary } from './components/xp-summary';
import { useAbilitySheet, type SheetColumn } from './hooks/use-ability-sheet';
import { useCharacterId } from './hooks/use-character-id';
import { useSheetColumns } from './hooks/use-sheet-columns';
import { PrintButton } from './components/print-button';
import sheetClasses from './components/ability-sheet.module.css';
import { useRowsInSteps, type Steps } from '../../lib/use-rows-in-steps';

// The route starts the character and its abilities before the screen renders.
export { prefetchSheet as prefetch } from './api/prefetch-sheet';

/**
 * The character sheet (/character/{id}/abilities): one column per profession, levels 1–6,
 * chosen by spending XP, and "Lock Sheet" to save. The owner and staff may open it.
 */
export function AssignAbilitiesScreen({
  more,
}: {
  /** What other areas show about the character, below its sheet (composed in app/). */
  more?: (character: Character) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const id = useCharacterId();
  const { user } = useSession();

  if (id === null) {
    return <LoadError message={t('characters.invalidId')} />;
  }
  if (!user) return <AccessRedirect message={t('abilitiesSheet.access.login')} to={paths.auth} />;
  return <SheetAccess id={id} user={user} more={more} />;
}

function SheetAccess({
  id,
  user,
  more,
}: {
  id: number;
  user: User;
  more?: (character: Character) => ReactNode;
}) {
  const { t } = useTranslation();
  const characterQuery = useCharacter(id);
  const character = characterQuery.data;
  const allowed = character ? canAccessCharacter(user, character) : false;
  const abilitiesQuery = useCharacterAbilities(allowed ? id : null);

  if (characterQuery.isError) {
    const status = isApiError(characterQuery.error) ? characterQuery.error.status : 0;
    if (status === 401)
      return <AccessRedirect message={t('abilitiesSheet.access.expired')} to={paths.auth} />;
    if (status === 404) return <CharacterNotFound id={id} />;
    if (status === 403) {
      return <AccessRedirect message={t('abilitiesSheet.access.denied')} to={paths.dashboard} />;
    }
    return (
      <LoadError
        message={t('sheetStates.loadFailed')}
        onRetry={() => void characterQuery.refetch()}
      />
    );
  }
  if (character && !allowed) {
    return <AccessRedirect message={t('abilitiesSheet.access.denied')} to={paths.dashboard} />;
  }
  if (!character) {
    return (
      <Stack gap="md">
        <Skeleton height={TITLE_HEIGHT} width="60%" />
        <SheetLoading />
      </Stack>
    );
  }
  // The title stays one element from the character's arrival on, while the abilities
  // load and the sheet draws beneath it: the page's largest text is painted once, early.
  return (
    <Stack gap="md">
      <SheetTitle character={character} />
      {abilitiesQuery.isPending ? (
        <SheetLoading character={character} />
      ) : abilitiesQuery.isError ? (
        <LoadError
          message={t('abilitiesSheet.loadFailed')}
          onRetry={() => void abilitiesQuery.refetch()}
        />
      ) : (
        <SheetLoaded character={character} stored={abilitiesQuery.data} user={user} more={more} />
      )}
    </Stack>
  );
}

/** The title's height before its text is known (the theme's h2 size). */
const TITLE_HEIGHT = 'calc(var(--mantine-h2-font-size) * var(--mantine-h2-line-height))';

/** The server knows no character by this number (404), as opposed to refusing it (403). */
function CharacterNotFound({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {t('sheetStates.notFoundTitle')}
      </Title>
      <Alert color="yellow" variant="light">
        {t('sheetStates.notFound', { id })}
      </Alert>
      <Anchor component={Link} to={paths.dashboard} className="club-tap">
        {t('sheetStates.toDashboard')}
      </Anchor>
    </Stack>
  );
}

/**
 * The sheet's outline while it loads: the heading card, the columns and the lock bar take
 * their places at once, so nothing below them jumps when the abilities arrive. Once the
 * character is there its name, class and race show while the abilities are on their way.
 */
function SheetLoading({ character }: { character?: Character }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy aria-label={t('abilitiesSheet.loading')}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="xs">
          {character ? (
            <Group gap="lg" wrap="wrap">
              <ClassAndRace character={character} />
            </Group>
          ) : (
            <Skeleton height={18} width="40%" />
          )}
          <Skeleton height={72} />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="md">
        {Array.from({ length: 7 }, (_, column) => (
          <Stack key={column} gap={6}>
            <Skeleton height={22} width="70%" mb={30} />
            {Array.from({ length: 6 }, (_, level) => (
              <Skeleton key={level} height={64} radius="md" />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

function SheetTitle({ character }: { character: Character }) {
  const { t } = useTranslation();
  return (
    <Title order={1} size="h2">
      {t('abilitiesSheet.title', { name: character.name })}
    </Title>
  );
}

function ClassAndRace({ character }: { character: Character }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        <Text span fw={700}>
          {t('abilitiesSheet.class')}:
        </Text>{' '}
        {character.class_name}
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          {t('abilitiesSheet.race')}:
        </Text>{' '}
        {character.race_name}
      </Text>
    </>
  );
}

function SheetLoaded({
  character,
  stored,
  user,
  more,
}: {
  character: Character;
  stored: CharacterAbility[];
  user: User;
  more?: (character: Character) => ReactNode;
}) {
  const { t } = useTranslation();
  const { columns, pending, failed, refetch } = useSheetColumns(character);
  // The sheet is hundreds of components. Drawn as a transition once its outline is on the
  // screen, React renders it in slices a phone can answer a tap between, not in one long
  // task. (Not useDeferredValue with a first value: each render that mounts it claims a
  // new deferred update, which restarts the whole page's first render until one pass fits
  // between two yields; the outline then took hundreds of milliseconds to show.)
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!pending && !drawn) startTransition(() => setDrawn(true));
  }, [pending, drawn]);
  if (failed) {
    return <LoadError message={t('abilitiesSheet.loadFailed')} onRetry={refetch} />;
  }
  if (pending || !drawn) return <SheetLoading character={character} />;
  return (
    <Sheet
      character={character}
      stored={stored}
      columns={columns}
      user={user}
      more={more ? <Box>{more(character)}</Box> : null}
    />
  );
}

/**
 * The sheet's columns mount two at once and then one a frame: a phone lays out and paints
 * each step in a task of its own instead of the whole sheet in one long one, and the
 * screen shows the first columns sooner. New columns come to the right (wide) or below
 * (narrow), so nothing drawn moves.
 */
const COLUMN_STEPS: Steps = { first: 2, step: 1 };

function Sheet({
  character,
  stored,
  columns,
  user,
  more,
}: {
  character: Character;
  stored: CharacterAbility[];
  columns: SheetColumn[];
  user: User;
  /**
   * Below the whole sheet, once every column is drawn: nothing above it moves when it
   * arrives, and a part fetched as it nears the view is not near it while the sheet is
   * still growing.
   */
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const sheet = useAbilitySheet(character, columns, stored);
  const drawnColumns = useRowsInSteps(columns, COLUMN_STEPS);
  const allDrawn = drawnColumns.length === columns.length;
  // Read at once, not after a first render: the cells would otherwise all draw twice.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const save = useSaveCharacterAbilities(character.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  const organizer = organizerAbilities(character);
  const savedSpecialNames = new Map(
    stored.map((row) => [`${row.profession_id}:${row.ability_id}`, row.special_ability_name]),
  );
  const refusalText = sheet.refusal ? t(sheet.refusal.code, sheet.refusal.params) : null;
  const [confirming, setConfirming] = useState(false);
  // The slot a lock was refused for: its cell shows why and takes the focus.
  const [missing, setMissing] = useState<{ abilityId: number; focusRequest: number } | null>(null);
  const abilityNames = new Map(
    columns.flatMap((column) => column.abilities.map((a) => [a.id, a] as const)),
  );
  const added = sheet.selection.filter(
    (row) =>
      !stored.some((s) => s.ability_id === row.ability_id && s.profession_id === row.profession_id),
  );
  const removed = stored.filter(
    (row) =>
      !sheet.selection.some(
        (s) => s.ability_id === row.ability_id && s.profession_id === row.profession_id,
      ),
  );
  // Locking an unchanged sheet would save nothing: the button waits for a choice.
  const unchanged = added.length === 0 && removed.length === 0;
  const addedCost = added.reduce(
    (sum, row) => sum + (abilityNames.get(row.ability_id)?.xpcost ?? 0),
    0,
  );
  // Staff may look at anyone's sheet; choosing and locking is the player's own.
  const own = useSession().user?.id === character.user_id;

  const pointAtEmptySlot = (params: Record<string, number> | undefined) => {
    const abilityId = params?.ability_id;
    if (abilityId === undefined) return;
    setMissing((previous) => ({ abilityId, focusRequest: (previous?.focusRequest ?? 0) + 1 }));
  };

  /** Checks the sheet as the server will, then asks before locking it. */
  const askToLock = () => {
    setSaveError(null);
    setMissing(null);
    const verdict = sheet.checkSave();
    if (!verdict.ok) {
      setSaveError(t(verdict.code, verdict.params));
      if (verdict.code === SHEET_RULES.specialAbilityMissing.code) pointAtEmptySlot(verdict.params);
      return;
    }
    setConfirming(true);
  };

  const lock = () => {
    save.mutate(
      { abilities: sheet.selection },
      {
        onSuccess: () => {
          setConfirming(false);
          sheet.reset();
          notifications.show({ color: 'green', message: t('abilitiesSheet.saved') });
        },
        onError: (failure) => {
          setConfirming(false);
          const reason = errorMessage(failure, 'abilitiesSheet.saveFailed');
          const fallback = t('abilitiesSheet.saveFailed');
          setSaveError(reason === fallback ? fallback : `${fallback} ${reason}`);
          if (isApiError(failure) && failure.code === SHEET_RULES.specialAbilityMissing.code) {
            pointAtEmptySlot(failure.params);
          }
        },
      },
    );
  };

  return (
    <>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <Stack gap="xs">
            <Group gap="lg" wrap="wrap">
              <ClassAndRace character={character} />
              <Anchor
                component={Link}
                to={paths.characters.details(character.id)}
                size="sm"
                className="club-tap"
              >
                {t('abilitiesSheet.toDetails')}
              </Anchor>
              <PrintButton characterId={character.id} size="compact-sm" />
            </Group>
            <XpSummary earned={character.xp} spent={sheet.spent} size="md" />
            {!own ? (
              <Alert color="gray" variant="light" p="xs">
                {t('abilitiesSheet.staffNotice')}
              </Alert>
            ) : null}
            {character.allow_update === 1 ? (
              <Alert color="green" icon={<GiPadlockOpen aria-hidden />} p="xs">
                {t(own ? 'abilitiesSheet.unlockedNotice' : 'abilitiesSheet.unlockedNoticeStaff')}
              </Alert>
            ) : null}
            <ReviewNotice character={character} />
            <ChangeRequestPanel character={character} canAsk={user.id === character.user_id} />
          </Stack>
        </Paper>

        {columns.length === 0 ? (
          <EmptyState message={t('abilitiesSheet.noProfessions')} />
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4, lg: columns.length + 1 }}
            spacing="sm"
            verticalSpacing="md"
          >
            {drawnColumns.map((column) => (
              <Box
                component="section"
                key={column.professionId}
                aria-labelledby={`profession-${column.professionId}`}
              >
                <Stack gap={2} mb={6} className={sheetClasses.columnHead}>
                  <Title order={2} size="h5" id={`profession-${column.professionId}`}>
                    {column.name}
                  </Title>
                  {column.position === 1 ? (
                    <Badge size="xs" color="oxblood" variant="light">
                      {t('abilitiesSheet.firstProfession')}
                    </Badge>
                  ) : null}
                </Stack>
                {column.abilities.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('abilitiesSheet.noAbilities')}
                  </Text>
                ) : (
                  <div className={sheetClasses.cells}>
                    {column.abilities.map((ability) => {
                      const ref = { profession_id: column.professionId, ability_id: ability.id };
                      return (
                        <AbilityCell
                          key={ability.id}
                          ability={ability}
                          professionId={column.professionId}
                          details={wide ? 'tooltip' : 'button'}
                          state={sheet.state(ref)}
                          savedSpecialName={
                            savedSpecialNames.get(`${column.professionId}:${ability.id}`) ?? null
                          }
                          onToggle={() => sheet.toggle(ref)}
                          onChooseSpecial={(special) => {
                            if (special !== null && missing?.abilityId === ability.id) {
                              setMissing(null);
                              setSaveError(null);
                            }
                            sheet.chooseSpecial(ref, special);
                          }}
                          missingSpecial={
                            missing?.abilityId === ability.id
                              ? {
                                  message: t('abilitiesSheet.specialMissingHere'),
                                  focusRequest: missing.focusRequest,
                                }
                              : null
                          }
                        />
                      );
                    })}
                  </div>
                )}
              </Box>
            ))}
            {/* Last, once every profession is there: it would otherwise move along as they come. */}
            {allDrawn ? (
              <Box component="section" aria-labelledby="organizer-abilities">
                <Stack gap={2} mb={6} className={sheetClasses.columnHead}>
                  <Title order={2} size="h5" id="organizer-abilities">
                    {t('abilitiesSheet.organizer.title')}
                  </Title>
                </Stack>
                <OrganizerAbilityButtons names={organizer} />
              </Box>
            ) : null}
          </SimpleGrid>
        )}

        <Paper
          withBorder
          shadow="md"
          p="sm"
          radius="md"
          style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        >
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('abilitiesSheet.remainingLine', {
                remaining: sheet.remaining,
                spent: sheet.spent,
                earned: character.xp,
              })}
            </Text>
            <Text size="sm" role="status" aria-live="polite" c="oxblood.8" fw={600}>
              {refusalText}
            </Text>
            {saveError ? (
              <Alert color="oxblood" role="alert" p="xs">
                {saveError}
              </Alert>
            ) : null}
            {own ? (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                {unchanged ? (
                  <Text size="xs" c="dimmed" style={{ flex: 1 }} id="lock-sheet-hint">
                    {t('sheetStates.nothingToLock')}
                  </Text>
                ) : (
                  <>
                    <Text size="xs" c="dimmed" visibleFrom="sm" style={{ flex: '1 1 200px' }}>
                      {t('abilitiesSheet.lockHint')}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ flex: 1 }}>
                      {t('abilitiesSheet.lockHintShort')}
                    </Text>
                  </>
                )}
                <Button
                  onClick={askToLock}
                  disabled={save.isPending || columns.length === 0 || unchanged}
                  aria-describedby={unchanged ? 'lock-sheet-hint' : undefined}
                  leftSection={
                    save.isPending ? (
                      <Loader size={14} color="white" aria-hidden />
                    ) : (
                      <GiPadlock aria-hidden />
                    )
                  }
                >
                  {save.isPending ? t('abilitiesSheet.saving') : t('abilitiesSheet.lock')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
        <ConfirmDialog
          opened={confirming}
          title={t('abilitiesSheet.confirm.title')}
          message={
            <Stack gap="xs">
              <Text>{t('abilitiesSheet.confirm.meaning')}</Text>
              {added.length > 0 ? (
                <>
                  <Text fw={600}>
                    {t('abilitiesSheet.confirm.spend', {
                      count: added.length,
                      cost: addedCost,
                      remaining: sheet.remaining,
                    })}
                  </Text>
                  <Box component="ul" m={0} pl="md">
                    {added.map((row) => (
                      <li key={`${row.profession_id}:${row.ability_id}`}>
                        {t('abilitiesSheet.confirm.item', {
                          name: abilityNames.get(row.ability_id)?.name ?? '',
                          cost: abilityNames.get(row.ability_id)?.xpcost ?? 0,
                        })}
                      </li>
                    ))}
                  </Box>
                </>
              ) : (
                <Text>{t('abilitiesSheet.confirm.nothingNew')}</Text>
              )}
            </Stack>
          }
          confirmLabel={t('abilitiesSheet.confirm.lock')}
          cancelLabel={t('abilitiesSheet.confirm.cancel')}
          onConfirm={lock}
          onCancel={() => setConfirming(false)}
          busy={save.isPending}
        />
      </Stack>
      {allDrawn ? more : null}
    </>
  );
}
