import { messagesReady, useDocumentMessages } from './messages';
import { useId, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { LuArrowLeft, LuPencil, LuPrinter } from 'react-icons/lu';
import { DOCUMENT_ERROR_CODES } from '@club/shared/contract/documents-constants';
import { canReadAllDocuments, canWriteDocuments } from '@club/shared/rules/permissions';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useDocument } from './api/get-document';
import { useLanguageFont } from './api/get-language-font';
import { useLanguages } from './api/get-languages';
import { DocumentBody } from '../../components/document-body';
import { DocumentFormModal } from './components/document-form-modal';
import { DocumentPrint, DocumentSheet } from './components/document-sheet';
import { ScriptKey } from './components/script-key';

function positiveId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.languages} size="sm" mb="md" display="inline-flex">
      <Group gap={6} wrap="nowrap" component="span">
        <LuArrowLeft aria-hidden />
        {t('documents.back')}
      </Group>
    </Anchor>
  );
}

/**
 * One document, read in its language's script with the script key beside it. A player
 * never sees the Latin letters (the point is to decipher them); staff see both side by
 * side, with the staff note, and the board changes or deletes it here.
 */
export function DocumentScreen() {
  const { t } = useTranslation();
  useDocumentMessages();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const params = useParams();
  const documentId = positiveId(params.documentId);
  const role = useSession().user?.role;
  const staff = canReadAllDocuments(role);
  const documentQuery = useDocument(documentId, { enabled: documentId > 0 });
  const languagesQuery = useLanguages();
  const languageId = documentQuery.data?.language_id ?? positiveId(params.languageId);
  const language = languagesQuery.data?.find((l) => l.id === languageId);
  const font = useLanguageFont({ id: language?.id ?? 0, has_font: language?.has_font ?? 0 });
  const [large, setLarge] = useState(false);
  const [editing, setEditing] = useState(false);
  const keyHeadingId = useId();

  const refused = documentQuery.error;
  if (documentId === 0 || (isApiError(refused) && refused.status === 404)) {
    return (
      <Container size="xl" py="lg">
        <BackLink />
        <Title order={1} size="h2" mb="sm">
          {t('documents.notFoundTitle')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('documents.notFound')}
        </Alert>
      </Container>
    );
  }
  if (isApiError(refused) && refused.code === DOCUMENT_ERROR_CODES.languageNotKnown) {
    return (
      <Container size="xl" py="lg">
        <BackLink />
        <Title order={1} size="h2" mb="sm">
          {t('documents.notKnownTitle', { language: language?.name ?? '' })}
        </Title>
        <Alert color="oxblood" variant="light" role="alert">
          <Stack gap={4}>
            <Text>{t('errors.languageNotKnown')}</Text>
            <Text size="sm">{t('documents.notKnownHint')}</Text>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (documentQuery.isError) {
    return (
      <Container size="xl" py="lg">
        <BackLink />
        <LoadError
          message={errorMessage(documentQuery.error, 'documents.loadOneFailed')}
          onRetry={() => void documentQuery.refetch()}
        />
      </Container>
    );
  }

  // Offline, a document the store does not hold waits for the network: say so, not a
  // placeholder that never fills.
  if (documentQuery.isPending && documentQuery.fetchStatus === 'paused') {
    return (
      <Container size="xl" py="lg">
        <BackLink />
        <Alert color="yellow" variant="light" role="status">
          {t('documents.notStoredOffline')}
        </Alert>
      </Container>
    );
  }

  const document = documentQuery.data;
  const fontFamily = font.data ?? null;
  const fontPending = language?.has_font === 1 && font.isPending;
  const noScript =
    !fontPending &&
    !fontFamily &&
    (languagesQuery.isSuccess || languagesQuery.isError || font.isError);

  const scriptSheet =
    !document || fontPending || languagesQuery.isPending ? (
      <Skeleton height={240} radius="sm" />
    ) : fontFamily ? (
      <DocumentSheet
        title={document.title}
        body={document.body}
        fontFamily={fontFamily}
        large={large}
        label={t('documents.scriptLabel', {
          title: document.title,
          language: language?.name ?? '',
        })}
      />
    ) : noScript ? (
      <Alert color="yellow" variant="light">
        {t('documents.noScript')}
      </Alert>
    ) : null;

  const scriptKey = (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={keyHeadingId}>
      <Title order={2} size="h5" mb="xs" id={keyHeadingId}>
        {t('documents.scriptKey')}
      </Title>
      <ScriptKey
        id={`${keyHeadingId}-key`}
        fontFamily={fontFamily ? `'${fontFamily}', serif` : 'inherit'}
      />
    </Paper>
  );

  return (
    <Container size="xl" py="lg">
      <BackLink />
      <Stack gap="md">
        <Stack gap={4}>
          {document ? (
            <Title order={1}>{document.title}</Title>
          ) : (
            <Skeleton height={36} width="50%" />
          )}
          <Group gap="xs">
            {language && (
              <Text c="dimmed">{t('documents.writtenIn', { language: language.name })}</Text>
            )}
            {document?.visible === 0 && (
              <Badge variant="light" color="gray">
                {t('documents.hidden')}
              </Badge>
            )}
          </Group>
        </Stack>

        <Group gap="sm" wrap="wrap">
          <Switch
            label={t('documents.largerLetters')}
            checked={large}
            onChange={(event) => setLarge(event.currentTarget.checked)}
            disabled={!fontFamily}
          />
          <Button
            variant="light"
            leftSection={<LuPrinter aria-hidden />}
            onClick={() => window.print()}
            disabled={!document || !fontFamily}
          >
            {t('documents.print')}
          </Button>
          {document && canWriteDocuments(role) && language && (
            <Button
              variant="default"
              leftSection={<LuPencil aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('documents.edit')}
            </Button>
          )}
        </Group>

        {staff && document?.staff_note && (
          <Alert color="gray" variant="light" title={t('documents.staffNote')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{document.staff_note}</Text>
          </Alert>
        )}

        {staff ? (
          <>
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap={6} component="section" aria-label={t('documents.scriptHeading')}>
                  <Text fw={700} size="sm">
                    {t('documents.scriptHeading')}
                  </Text>
                  {scriptSheet}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap={6} component="section" aria-label={t('documents.latinHeading')}>
                  <Text fw={700} size="sm">
                    {t('documents.latinHeading')}
                  </Text>
                  <Paper withBorder radius="sm" p="lg" bg="#fffdf7">
                    {document ? (
                      <DocumentBody source={document.body} titleLevel={2} />
                    ) : (
                      <Skeleton height={240} />
                    )}
                  </Paper>
                </Stack>
              </Grid.Col>
            </Grid>
            {scriptKey}
          </>
        ) : (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 8 }}>{scriptSheet}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>{scriptKey}</Grid.Col>
          </Grid>
        )}
      </Stack>

      {document && fontFamily && (
        <DocumentPrint title={document.title} body={document.body} fontFamily={fontFamily} />
      )}
      {editing && document && language && (
        <DocumentFormModal
          language={language}
          document={document}
          onClose={() => setEditing(false)}
          onDeleted={() => void navigate(paths.languages)}
        />
      )}
    </Container>
  );
}

/** The router waits for the screen's messages before it renders. */
export { messagesReady };
