import { useState } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { LuCircleCheck } from 'react-icons/lu';
import type { Profession } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../api/use-error-message';
import { DeletableEntryList } from '../../components/deletable-entry-list';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCreateProfession } from './api/create-profession';
import { useDeleteProfession } from './api/delete-profession';
import { useProfessions } from './api/get-professions';
import { ProfessionForm } from './components/profession-form';
import { EditProfessionModal } from './components/edit-profession-modal';

/**
 * /professions/create: a new profession; afterwards the board member is offered the
 * profession-abilities manager to give it its six abilities.
 */
export function CreateProfessionScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const createProfession = useCreateProfession();
  const deleteMutation = useDeleteProfession();
  const professions = useProfessions();
  const [created, setCreated] = useState<Profession | null>(null);
  const [editing, setEditing] = useState<Profession | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <ScreenHeader title={t('create.profession.title')} intro={t('create.profession.intro')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {created && (
              <Alert
                color="green"
                variant="light"
                icon={<LuCircleCheck aria-hidden />}
                title={t('create.profession.created', { name: created.name })}
                role="status"
              >
                <Group gap="sm" mt="xs">
                  <Button
                    component={Link}
                    to={paths.manage.professionAbilities}
                    state={{ professionId: created.id }}
                    size="xs"
                  >
                    {t('create.profession.toAbilities')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                    {t('create.profession.another')}
                  </Button>
                </Group>
              </Alert>
            )}
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <ProfessionForm
                key={formKey}
                submitting={createProfession.isPending}
                onSubmit={(profession) =>
                  createProfession.mutate(profession, {
                    onSuccess: (saved) => {
                      setCreated(saved);
                      setFormKey((key) => key + 1);
                    },
                  })
                }
              />
              {createProfession.isError && (
                <Alert color="red" variant="light" role="alert" mt="md">
                  {errorMessage(createProfession.error, 'create.failed')}
                </Alert>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="existing-professions"
          >
            <Title order={2} size="h4" id="existing-professions" mb="sm">
              {t('create.profession.existing')}
            </Title>
            {professions.isError ? (
              <LoadError
                message={t('manage.professionAbilities.loadFailed')}
                onRetry={() => void professions.refetch()}
              />
            ) : (
              <DeletableEntryList
                label={t('create.profession.existing')}
                entries={(professions.data ?? []).map((profession) => ({
                  id: profession.id,
                  name: profession.name,
                  detail: t('manage.professionAbilities.professionDetail', {
                    count: profession.abilities.length,
                  }),
                }))}
                emptyText={
                  professions.isPending ? t('manage.loading') : t('create.profession.none')
                }
                onDelete={(entry) => deleteMutation.mutateAsync(entry.id)}
                confirmTitle={t('create.profession.deleteTitle')}
                confirmMessage={(entry) =>
                  t('create.profession.deleteConfirm', { name: entry.name })
                }
                deletedMessage={(entry) => t('create.deleted', { name: entry.name })}
                onEdit={(entry) =>
                  setEditing(professions.data?.find((p) => p.id === entry.id) ?? null)
                }
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <EditProfessionModal profession={editing} onClose={() => setEditing(null)} />
    </>
  );
}
