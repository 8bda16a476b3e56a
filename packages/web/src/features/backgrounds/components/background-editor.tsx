import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { BACKGROUND_LIMITS } from '@club/shared/contract/backgrounds-constants';
import type { Background } from '@club/shared/contract/backgrounds';
import { useErrorMessage } from '../../../api/use-error-message';
import { LeaveGuard } from '../../../components/leave-guard';
import { WritingField } from '../../../components/writing-field';
import { draftKey } from '../../../lib/local-drafts';
import { useSession } from '../../../lib/session';
import { useDraft } from '../../../lib/use-draft';
import { backgroundQuery } from '../api/get-background';
import { saveBackground } from '../api/save-background';
import { useSubmitBackground } from '../api/submit-background';

/**
 * The owner's editor, while the background is a draft or staff asked for changes: the
 * text with the light markup of documents, a preview of how it reads, and submit. What
 * the member types is kept on this phone at once and saved as the draft on the server
 * when they pause, so it is there on the next visit, on this phone or another; leaving
 * before the server has it asks first.
 */
export function BackgroundEditor({ background }: { background: Background }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const characterId = background.character_id;
  const submit = useSubmitBackground(characterId);
  const draft = useDraft({
    storageKey: user ? draftKey(user.id, 'background', characterId) : null,
    saved: { text: background.text, at: background.updated_at },
    persist: async (text) => {
      const saved = await saveBackground(characterId, { text }, { quiet: true });
      queryClient.setQueryData(backgroundQuery(characterId).queryKey, saved);
      return saved.updated_at ?? new Date().toISOString();
    },
  });
  const [error, setError] = useState<string | null>(null);

  const onSave = async () => {
    setError(null);
    if (await draft.flush())
      notifications.show({ color: 'green', message: t('backgrounds.editor.saved') });
    else setError(t('backgrounds.saveFailed'));
  };

  const onSubmit = async () => {
    setError(null);
    if (!draft.text.trim()) {
      setError(t('backgrounds.empty'));
      return;
    }
    if (!(await draft.flush())) {
      setError(t('backgrounds.saveFailed'));
      return;
    }
    submit.mutate(undefined, {
      onSuccess: () => {
        draft.forget();
        notifications.show({ color: 'green', message: t('backgrounds.editor.submitted') });
      },
      onError: (failure) => setError(errorMessage(failure, 'backgrounds.submitFailed')),
    });
  };

  return (
    <Stack gap="xs">
      <LeaveGuard when={draft.dirty} onLeave={() => void draft.flush()} />
      <WritingField
        draft={draft}
        label={t('backgrounds.editor.label', { name: background.character_name })}
        description={t('backgrounds.editor.hint')}
        maxLength={BACKGROUND_LIMITS.text}
      />
      {error ? (
        <Alert color="oxblood" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Button
          variant="default"
          onClick={() => void onSave()}
          disabled={submit.isPending || !draft.dirty}
        >
          {t('backgrounds.editor.save')}
        </Button>
        <Button onClick={() => void onSubmit()} loading={submit.isPending || draft.saving}>
          {t('backgrounds.editor.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
