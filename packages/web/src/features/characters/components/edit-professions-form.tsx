import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type { Character } from '@club/shared/contract/characters';
import {
  checkOptionalPick,
  checkProfessionChoice,
  mandatoryProfessionIds,
  optionalPicks,
} from '@club/shared/rules/character-creation';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { canRemoveProfessionQuery, useProfessionLocks } from '../api/can-remove-profession';
import { useClass } from '../api/get-class';
import { useClassProfessions } from '../api/get-class-professions';
import { useUpdateCharacterProfessions } from '../api/update-character-professions';
import { toClassProfessionOptions } from './create-character-form';
import { ProfessionPicker } from './profession-picker';

interface EditProfessionsFormProps {
  character: Character;
  onSaved: (character: Character) => void;
  onCancel: () => void;
}

const LOCKED_CODE = 'characters.professionHasUnlockedAbilities';

/**
 * The form's professions mode (SPEC.md 2.12, 4): the class's mandatory professions stay, and
 * the member swaps an optional one for another the class offers, six in all, with the create
 * form's picker. A profession with unlocked abilities shows a lock and cannot be removed; the
 * server is asked before one goes (can-remove) and refuses the save all the same.
 */
export function EditProfessionsForm({ character, onSaved, onCancel }: EditProfessionsFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const classQuery = useClass(character.class_id);
  const professionsQuery = useClassProfessions(character.class_id);
  const held = character.profession_ids;
  const locks = useProfessionLocks(character.id, held);
  const update = useUpdateCharacterProfessions();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (classQuery.isError || professionsQuery.isError) {
    return (
      <FormFrame title={t('professionEdit.title', { name: character.name })}>
        <Alert color="oxblood" role="alert">
          {t('professionEdit.checkFailed')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('professionEdit.close')}
          </Button>
        </Group>
      </FormFrame>
    );
  }
  if (classQuery.isPending || professionsQuery.isPending) {
    return (
      <FormFrame title={t('professionEdit.title', { name: character.name })}>
        <Loader aria-label={t('app.loading')} />
      </FormFrame>
    );
  }

  const cls = classQuery.data;
  const professions = professionsQuery.data;
  const options = toClassProfessionOptions(professions);
  const chosen = picked ?? optionalPicks(options, held);
  const mandatory = mandatoryProfessionIds(options);
  const room = Math.min(
    cls.additional_professions,
    CHARACTER_LIMITS.professionsPerCharacter - mandatory.length,
  );
  const choice = checkProfessionChoice(cls, options, chosen);
  const unchanged = chosen.join() === optionalPicks(options, held).join();

  const change = (next: number[]) => {
    setPicked(next);
    setProblem(null);
  };

  /** A profession the character holds goes only once the server says it may. */
  const remove = (id: number) => {
    if (!held.includes(id)) {
      change(chosen.filter((c) => c !== id));
      return;
    }
    // Asked afresh: the lock may have changed since the form opened.
    queryClient.fetchQuery({ ...canRemoveProfessionQuery(character.id, id), staleTime: 0 }).then(
      ({ canRemove }) => {
        if (canRemove) change(chosen.filter((c) => c !== id));
        else setProblem(t(LOCKED_CODE));
      },
      () => setProblem(t('professionEdit.removalCheckFailed')),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!choice.ok) {
      setProblem(t(choice.code, choice.params));
      return;
    }
    const removed = held.some((id) => !mandatory.includes(id) && !chosen.includes(id));
    update.mutate(
      { id: character.id, professionIds: chosen },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === LOCKED_CODE) setProblem(t(LOCKED_CODE));
          else if (isApiError(failure) && failure.status === 409) setProblem(errorMessage(failure));
          else
            setProblem(t(removed ? 'professionEdit.removeFailed' : 'professionEdit.updateFailed'));
        },
      },
    );
  };

  return (
    <FormFrame title={t('professionEdit.title', { name: character.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('professionEdit.intro')}</Text>
          {locks.isError ? (
            <Alert color="oxblood" role="alert">
              {t('professionEdit.lockStatusFailed')}
            </Alert>
          ) : null}
          <ProfessionPicker
            headingOrder={4}
            mandatory={professions.mandatory}
            optional={professions.assigned}
            chosen={chosen}
            limit={room}
            canPick={(id) => checkOptionalPick(cls, options, chosen, id).ok}
            onChange={change}
            locked={locks.locked}
            onRemove={remove}
            // Until every lock is known, a held profession could be dragged off unchecked.
            canStartDrag={(id) => !held.includes(id) || (!locks.isPending && !locks.isError)}
            onDragError={() => setProblem(t('professionEdit.dragFailed'))}
          />
          {problem ? (
            <Alert color="oxblood" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('professionEdit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={unchanged}>
              {t('professionEdit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormFrame>
  );
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="professions-edit-title"
    >
      <Stack gap="md">
        <Title order={3} id="professions-edit-title">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
