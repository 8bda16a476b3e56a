import { useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { BACKGROUND_LIMITS } from '@club/shared/contract/backgrounds-constants';
import type { Background } from '@club/shared/contract/backgrounds';
import { useErrorMessage } from '../../../api/use-error-message';
import { DocumentBody } from '../../../components/document-body';
import { useSaveBackground } from '../api/save-background';
import { useSubmitBackground } from '../api/submit-background';

/**
 * The owner's editor, while the background is a draft or staff asked for changes: the
 * text with the light markup of documents, a preview of how it reads, save and submit.
 */
export function BackgroundEditor({ background }: { background: Background }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveBackground(background.character_id);
  const submit = useSubmitBackground(background.character_id);
  const [text, setText] = useState(background.text);
  const [error, setError] = useState<string | null>(null);
  const dirty = text !== background.text;
  const busy = save.isPending || submit.isPending;

  const saveDraft = async (): Promise<boolean> => {
    if (!dirty) return true;
    try {
      await save.mutateAsync({ text });
      return true;
    } catch (failure) {
      setError(errorMessage(failure, 'backgrounds.saveFailed'));
      return false;
    }
  };

  const onSave = async () => {
    setError(null);
    if (await saveDraft())
      notifications.show({ color: 'green', message: t('backgrounds.editor.saved') });
  };

  const onSubmit = async () => {
    setError(null);
    if (!text.trim()) {
      setError(t('backgrounds.empty'));
      return;
    }
    if (!(await saveDraft())) return;
    submit.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('backgrounds.editor.submitted') }),
      onError: (failure) => setError(errorMessage(failure, 'backgrounds.submitFailed')),
    });
  };

  return (
    <Stack gap="xs">
      <Tabs defaultValue="write" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('backgrounds.editor.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('backgrounds.editor.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            label={t('backgrounds.editor.label', { name: background.character_name })}
            description={t('backgrounds.editor.hint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={BACKGROUND_LIMITS.text}
            autosize
            minRows={8}
            maxRows={24}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {text.trim() ? (
            <DocumentBody source={text} titleLevel={2} />
          ) : (
            <Text c="dimmed">{t('backgrounds.empty')}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
      {error ? (
        <Alert color="oxblood" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {dirty ? t('backgrounds.editor.unsaved') : t('backgrounds.editor.allSaved')}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => void onSave()} disabled={busy || !dirty}>
            {t('backgrounds.editor.save')}
          </Button>
          <Button onClick={() => void onSubmit()} loading={busy}>
            {t('backgrounds.editor.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
