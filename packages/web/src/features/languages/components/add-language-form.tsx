import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import { UI_TIMINGS } from '@club/shared/constants';
import { useErrorMessage } from '../../../api/use-error-message';
import { useCreateLanguage } from '../api/create-language';
import { FontFileInput, languageProblem, NameAndSampleFields } from './language-fields';

/** Rules editors add a language: a name, a sample text, and a font file or a link to one. */
export function AddLanguageForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateLanguage();
  const [name, setName] = useState('');
  const [sampleText, setSampleText] = useState('');
  const [link, setLink] = useState('');
  const [font, setFont] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = languageProblem({ name, link, font, keepsFont: false });
    setProblem(found && t(found));
    if (found) return;
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        sampleText,
        link: link.trim(),
        font,
      });
      notifications.show({
        color: 'green',
        message: t('languages.add.created', { name: created.name }),
        autoClose: UI_TIMINGS.successMessageMs,
      });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, 'languages.add.failed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" mb="lg" component="section" aria-labelledby="add-language">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-language">
            {t('languages.add.title')}
          </Title>
          <NameAndSampleFields
            name={name}
            onNameChange={setName}
            sampleText={sampleText}
            onSampleTextChange={setSampleText}
          />
          <FontFileInput label={t('languages.add.font')} value={font} onChange={setFont} />
          <TextInput
            label={t('languages.add.link')}
            description={t('languages.add.linkHint')}
            type="url"
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={<LuPlus aria-hidden />}>
              {t('languages.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
