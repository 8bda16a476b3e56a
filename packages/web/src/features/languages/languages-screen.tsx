import { useMemo, useState } from 'react';
import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { canEditRules } from '@club/shared/rules/permissions';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { useErrorMessage } from '../../api/use-error-message';
import { useSession } from '../../lib/session';
import { useKnownLanguages } from './api/get-known-languages';
import { useLanguages } from './api/get-languages';
import { AddLanguageForm } from './components/add-language-form';
import { LanguageCard } from './components/language-card';
import { EditLanguageModal } from './components/edit-language-modal';
import type { Language } from '@club/shared/contract/languages';

function normalized(name: string): string {
  return name.trim().toLocaleLowerCase();
}

export function LanguagesScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const canEdit = canEditRules(useSession().user?.role);
  const languagesQuery = useLanguages();
  const knownQuery = useKnownLanguages();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Language | null>(null);

  // A character knows a language when one of its Sprog special abilities bears its name.
  const knownNames = useMemo(
    () => new Set((knownQuery.data ?? []).map((ability) => normalized(ability.name))),
    [knownQuery.data],
  );

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
              known={knownNames.has(normalized(language.name))}
              onEdit={canEdit ? () => setEditing(language) : undefined}
            />
          ))}
        </CardGrid>
      )}
      {canEdit && <EditLanguageModal language={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}
