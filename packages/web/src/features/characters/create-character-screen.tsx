import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Container, Loader } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCharacters } from './api/get-characters';
import { CreateCharacterForm } from './components/create-character-form';

/** The older standalone creation page: the same form, and back to the dashboard after. */
export function CreateCharacterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCharacters();

  return (
    <Container size="md" px={0}>
      <ScreenHeader
        title={t('characters.createScreen.title')}
        intro={t('characters.createScreen.intro')}
      />
      {query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : query.isError ? (
        // The form starts from the races, classes and characters it offers; without them
        // it cannot start at all (SPEC.md 8: 'Failed to initialize component').
        <LoadError message={t('startup.initializeFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <CreateCharacterForm
          data={query.data}
          titleOrder={2}
          onCancel={() => navigate(paths.dashboard)}
          onCreated={(character) => {
            notifications.show({
              color: 'green',
              message: t('characters.form.created', { name: character.name }),
            });
            navigate(paths.dashboard);
          }}
        />
      )}
    </Container>
  );
}
