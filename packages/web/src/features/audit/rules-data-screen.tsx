import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import type { RulesImportResponse } from '@club/shared/contract/rules-export';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { ScreenHeader } from '../../components/screen-header';
import { downloadRulesFile } from './api/export-rules';
import { useImportRules } from './api/import-rules';

/**
 * /rules-data: the board shares its world. Export writes every race, class, profession,
 * ability, special ability and language (fonts included) to one file; import loads such a
 * file into an install that has no rules data yet.
 */
export function RulesDataScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<RulesImportResponse | null>(null);
  const importRules = useImportRules();

  const exportNow = async () => {
    setExporting(true);
    try {
      await downloadRulesFile();
      notifications.show({ color: 'green', message: t('curation.rulesData.exported') });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, 'curation.rulesData.exportFailed'),
      });
    } finally {
      setExporting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setLoaded(null);
    if (!file) return setProblem(t('curation.rulesData.chooseFile'));
    if (file.size > UPLOAD_LIMITS.rulesFileMaxBytes)
      return setProblem(t('curation.rulesData.tooLarge'));
    importRules.mutate(file, {
      onSuccess: (counts) => {
        setLoaded(counts);
        setFile(null);
      },
      onError: (error) => {
        const detail = isApiError(error) ? error.details[0] : undefined;
        const text = errorMessage(error, 'curation.rulesData.importFailed');
        setProblem(detail ? `${text} ${detail.field}: ${detail.message}` : text);
      },
    });
  };

  return (
    <Container size="lg" py="lg">
      <ScreenHeader title={t('curation.rulesData.title')} intro={t('curation.rulesData.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="rules-export">
          <Stack gap="sm">
            <Title order={2} size="h4" id="rules-export">
              {t('curation.rulesData.exportTitle')}
            </Title>
            <Text size="sm">{t('curation.rulesData.exportText')}</Text>
            <Button
              leftSection={<LuDownload aria-hidden />}
              loading={exporting}
              onClick={() => void exportNow()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('curation.rulesData.exportButton')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="rules-import">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h4" id="rules-import">
                {t('curation.rulesData.importTitle')}
              </Title>
              <Text size="sm">{t('curation.rulesData.importText')}</Text>
              <FileInput
                label={t('curation.rulesData.fileLabel')}
                placeholder={t('curation.rulesData.filePlaceholder')}
                accept="application/json,.json"
                leftSection={<LuUpload aria-hidden />}
                clearable
                value={file}
                onChange={setFile}
              />
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              {loaded && (
                <Alert color="green" variant="light" role="status">
                  {t('curation.rulesData.imported', loaded)}
                </Alert>
              )}
              <Button
                type="submit"
                loading={importRules.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('curation.rulesData.importButton')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
