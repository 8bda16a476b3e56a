import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type { Character, CharacterListResponse } from '@club/shared/contract/characters';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import {
  checkAvatarPath,
  checkCharacterLimit,
  checkCharacterName,
  checkOptionalPick,
  checkProfessionChoice,
  orderCharacterProfessions,
  selectableClasses,
  type ClassProfessionOption,
} from '@club/shared/rules/character-creation';
import { useErrorMessage } from '../../../api/use-error-message';
import { useClass } from '../api/get-class';
import { useClassProfessions } from '../api/get-class-professions';
import { useCreateCharacter } from '../api/create-character';
import { AvatarPicker } from './avatar-picker';
import { ProfessionPicker } from './profession-picker';

interface CreateCharacterFormProps {
  data: CharacterListResponse;
  onCreated: (character: Character) => void;
  onCancel?: () => void;
  /** The heading level of the form's title, so it follows the page's own headings. */
  titleOrder?: 2 | 3;
}

/**
 * Whether the user may pick conflict-flagged classes. Every character carries its owner's
 * permission; before the first one exists, the list itself tells, since the server offers
 * conflict classes only to users who may pick them.
 */
export function conflictPermission(data: CharacterListResponse): boolean {
  const first = data.characters[0];
  if (first) return first.conflict_allowed === 1;
  return data.classes.some((cls) => cls.conflict === 1);
}

export function toClassProfessionOptions(
  professions: ClassProfessionsResponse,
): ClassProfessionOption[] {
  return [
    ...professions.mandatory.map((p) => ({
      profession_id: p.id,
      mandatory: 1,
      sort_order: p.sort_order,
    })),
    ...professions.assigned.map((p) => ({
      profession_id: p.id,
      mandatory: 0,
      sort_order: p.sort_order,
    })),
  ];
}

/** A description under its select reads as text, not as a fine-print hint. */
const descriptionStyles = {
  description: {
    fontSize: 'var(--mantine-font-size-sm)',
    whiteSpace: 'pre-line',
    marginTop: 6,
    overflowWrap: 'break-word',
  },
} as const;

type FieldErrors = Partial<Record<'name' | 'race' | 'class' | 'professions' | 'avatar', string>>;

/**
 * The create form in SPEC's order: a name first, then a race, then one of the race's
 * classes; the class's mandatory professions are fixed and the player picks the optional
 * ones up to the class's limit, six in all; then an avatar. Each rule is the shared one,
 * so the form refuses exactly what the server would.
 */
export function CreateCharacterForm({
  data,
  onCreated,
  onCancel,
  titleOrder = 3,
}: CreateCharacterFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState('');
  const [raceId, setRaceId] = useState<number | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [avatar, setAvatar] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const create = useCreateCharacter();

  const classQuery = useClass(classId);
  const professionsQuery = useClassProfessions(classId);
  const conflictAllowed = conflictPermission(data);
  const hasName = name.trim() !== '';
  const classes = useMemo(
    () =>
      raceId === null
        ? []
        : selectableClasses(raceId, data.classes, data.raceClasses, conflictAllowed),
    [raceId, data.classes, data.raceClasses, conflictAllowed],
  );
  const cls = classQuery.data ?? data.classes.find((c) => c.id === classId);
  const chosenRace = data.races.find((race) => race.id === raceId);
  const chosenClass = classes.find((c) => c.id === classId);
  const options = useMemo(
    () => (professionsQuery.data ? toClassProfessionOptions(professionsQuery.data) : []),
    [professionsQuery.data],
  );
  const mandatoryCount = professionsQuery.data?.mandatory.length ?? 0;
  const limitVerdict = checkCharacterLimit(data.characters.length);

  const changeRace = (value: string) => {
    setRaceId(value ? Number(value) : null);
    setClassId(null);
    setPicked([]);
    setErrors((e) => ({ ...e, race: undefined, class: undefined, professions: undefined }));
  };
  const changeClass = (value: string) => {
    setClassId(value ? Number(value) : null);
    setPicked([]);
    setErrors((e) => ({ ...e, class: undefined, professions: undefined }));
  };
  const canPick = (id: number) => (cls ? checkOptionalPick(cls, options, picked, id).ok : false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    const found: FieldErrors = {};
    const nameVerdict = checkCharacterName(name);
    if (!nameVerdict.ok) found.name = t(nameVerdict.code, { max: CHARACTER_LIMITS.nameMaxLength });
    if (raceId === null) found.race = t('characters.form.raceRequired');
    if (classId === null) found.class = t('characters.form.classRequired');
    if (cls && professionsQuery.data) {
      const verdict = checkProfessionChoice(cls, options, picked);
      if (!verdict.ok) found.professions = t('characters.professionCount');
    } else {
      found.professions = t('characters.professionCount');
    }
    const avatarVerdict = checkAvatarPath(avatar ?? '', true);
    if (!avatarVerdict.ok) found.avatar = t(avatarVerdict.code);
    setErrors(found);
    if (Object.keys(found).length > 0 || raceId === null || classId === null || avatar === null)
      return;

    create.mutate(
      {
        name: name.trim(),
        race_id: raceId,
        class_id: classId,
        profession_ids: orderCharacterProfessions(options, picked),
        avatar_path: avatar,
      },
      {
        onSuccess: onCreated,
        onError: (failure) => setSaveError(errorMessage(failure, 'characters.form.saveFailed')),
      },
    );
  };

  const mandatory = (professionsQuery.data?.mandatory ?? []).map(({ id, name: n }) => ({
    id,
    name: n,
  }));
  const optional = (professionsQuery.data?.assigned ?? []).map(({ id, name: n }) => ({
    id,
    name: n,
  }));
  const total = mandatoryCount + picked.length;

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="create-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={titleOrder} id="create-title">
            {t('characters.form.createTitle')}
          </Title>
          {!limitVerdict.ok ? (
            <Alert color="oxblood" role="alert">
              {t('characters.limitReached', { max: CHARACTER_LIMITS.maxPerUser })}
            </Alert>
          ) : null}
          <Stack gap="md" maw={560}>
            <TextInput
              label={t('characters.form.name')}
              description={t('characters.form.nameHint', { max: CHARACTER_LIMITS.nameMaxLength })}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              // No maxLength: a pasted name is refused with a message, never silently cut.
              error={
                errors.name ??
                (name.trim().length > CHARACTER_LIMITS.nameMaxLength
                  ? t('characters.nameTooLong', { max: CHARACTER_LIMITS.nameMaxLength })
                  : undefined)
              }
              autoComplete="off"
            />
            <NativeSelect
              label={t('characters.form.race')}
              // The chosen race's description under the choice, read out with it.
              description={
                hasName
                  ? (chosenRace?.description.trim() ?? undefined)
                  : t('characters.form.raceAfterName')
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={descriptionStyles}
              value={raceId === null ? '' : String(raceId)}
              onChange={(e) => changeRace(e.currentTarget.value)}
              disabled={!hasName}
              error={errors.race}
              data={[
                { value: '', label: t('characters.form.chooseRace') },
                ...data.races.map((race) => ({ value: String(race.id), label: race.name })),
              ]}
            />
            <NativeSelect
              label={t('characters.form.class')}
              description={
                raceId === null
                  ? t('characters.form.classAfterRace')
                  : (chosenClass?.description.trim() ?? undefined)
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={descriptionStyles}
              value={classId === null ? '' : String(classId)}
              onChange={(e) => changeClass(e.currentTarget.value)}
              disabled={raceId === null}
              error={errors.class}
              data={[
                { value: '', label: t('characters.form.chooseClass') },
                ...classes.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
          </Stack>
          {raceId !== null && classes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('characters.form.noClasses')}
            </Text>
          ) : null}

          {classId !== null ? (
            <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Group justify="space-between" align="baseline" component="legend" w="100%" p={0}>
                <Title order={titleOrder === 2 ? 3 : 4} component="span">
                  {t('characters.professions.title')}
                </Title>
                <Text
                  size="sm"
                  fw={600}
                  c={total === CHARACTER_LIMITS.professionsPerCharacter ? 'green.9' : 'dimmed'}
                >
                  {t('characters.professions.total', {
                    count: total,
                    required: CHARACTER_LIMITS.professionsPerCharacter,
                  })}
                </Text>
              </Group>
              {professionsQuery.isPending || classQuery.isPending ? (
                <Loader size="sm" aria-label={t('app.loading')} />
              ) : professionsQuery.isError ? (
                <Alert color="oxblood">{t('characters.professions.loadFailed')}</Alert>
              ) : (
                <ProfessionPicker
                  mandatory={mandatory}
                  optional={optional}
                  chosen={picked}
                  limit={cls?.additional_professions ?? 0}
                  canPick={canPick}
                  headingOrder={titleOrder === 2 ? 4 : 5}
                  onChange={(next) => {
                    setPicked(next);
                    setErrors((e) => ({ ...e, professions: undefined }));
                  }}
                />
              )}
              {errors.professions ? (
                <Text size="sm" c="red.8" role="alert">
                  {errors.professions}
                </Text>
              ) : null}
            </Stack>
          ) : null}

          <AvatarPicker
            value={avatar}
            onChange={(path) => {
              setAvatar(path);
              setErrors((e) => ({ ...e, avatar: undefined }));
            }}
            error={errors.avatar}
          />

          {saveError ? (
            <Alert color="oxblood" role="alert" title={t('characters.form.saveFailed')}>
              {saveError !== t('characters.form.saveFailed') ? saveError : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('characters.form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={create.isPending} disabled={!limitVerdict.ok}>
              {t('characters.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
