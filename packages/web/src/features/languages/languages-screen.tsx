import { messagesReady, useDocumentMessages } from './messages';
import { useMemo, useState } from 'react';
import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import type { DocumentSummary } from '@club/shared/contract/documents';
import { knownLanguageKeys, languageNameKey } from '@club/shared/rules/languages';
import { canEditRules, canWriteDocuments } from '@club/shared/rules/permissions';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { useErrorMessage } from '../../api/use-error-message';
import { useSession } from '../../lib/session';
import { useDocuments } from './api/get-documents';
import { useKnownLanguages } from './api/get-known-languages';
import { useLanguages } from './api/get-languages';
import { AddLanguageForm } from './components/add-language-form';
import { LanguageCard } from './components/language-card';
import { EditLanguageModal } from './components/edit-language-modal';
import type { Language } from '@club/shared/contract/languages';

export function LanguagesScreen() {
  const { t } = useTranslation();
  useDocumentMessages();
  const errorMessage = useErrorMessage();
  const role = useSession().user?.role;
  const canEdit = canEditRules(role);
  const languagesQuery = useLanguages();
  const knownQuery = useKnownLanguages();
  const documentsQuery = useDocuments();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Language | null>(null);

  // The same rule the server reads documents by: a Sprog special ability named as the language.
  const knownNames = useMemo(() => knownLanguageKeys(knownQuery.data ?? []), [knownQuery.data]);
  const documentsByLanguage = useMemo(() => {
    const grouped = new Map<number, DocumentSummary[]>();
    for (const document of documentsQuery.data ?? []) {
      grouped.set(document.language_id, [...(grouped.get(document.language_id) ?? []), document]);
    }
    return grouped;
  }, [documentsQuery.data]);

  return (
    <Container size="xl" py="lg">
      <ScreenHeader title={t('languages.title')} intro={t('languages.intro')}>
        {canEdit && !adding && (
          <Button
            variant="light"
            leftSection={<LuPlus aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('languages.add.open')}
          </Button>
        )}
      </ScreenHeader>

      {adding && <AddLanguageForm onDone={() => setAdding(false)} />}

      {knownQuery.isError && (
        <Text size="sm" c="dimmed" mb="md" role="status">
          {t('languages.knownFailed', { message: errorMessage(knownQuery.error) })}
        </Text>
      )}

      {documentsQuery.isError && (
        <Text size="sm" c="dimmed" mb="md" role="status">
          {t('documents.loadFailed', { message: errorMessage(documentsQuery.error) })}
        </Text>
      )}

      {languagesQuery.isPending ? (
        <CardGridSkeleton count={3} />
      ) : languagesQuery.isError ? (
        <LoadError
          message={t('languages.loadFailed')}
          onRetry={() => void languagesQuery.refetch()}
        />
      ) : languagesQuery.data.length === 0 ? (
        <EmptyState message={t('languages.none')} />
      ) : (
        <CardGrid>
          {languagesQuery.data.map((language) => (
            <LanguageCard
              key={language.id}
              language={language}
              known={knownNames.has(languageNameKey(language.name))}
              documents={documentsQuery.data ? (documentsByLanguage.get(language.id) ?? []) : null}
              canWriteDocuments={canWriteDocuments(role)}
              onEdit={canEdit ? () => setEditing(language) : undefined}
            />
          ))}
        </CardGrid>
      )}
      {canEdit && <EditLanguageModal language={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}

/** The router waits for the screen's messages before it renders. */
export { messagesReady };
