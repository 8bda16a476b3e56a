import { useState, type ReactNode } from 'react';
import { Alert, Button, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { GiCrossedSwords, GiElfHelmet } from 'react-icons/gi';
import { LuCircleCheck } from 'react-icons/lu';
import { useErrorMessage } from '../../api/use-error-message';
import { DeletableEntryList } from '../../components/deletable-entry-list';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCreateClass } from './api/create-class';
import { useCreateRace } from './api/create-race';
import { useDeleteClass } from './api/delete-class';
import { useDeleteRace } from './api/delete-race';
import { useClassOptions } from './api/get-class-options';
import { useRacesClasses } from './api/get-races-classes';
import { ClassCreateForm } from './components/class-create-form';
import { RaceCreateForm } from './components/race-create-form';
import { EditRaceModal } from './components/edit-race-modal';
import type { Class, Race } from '@club/shared/contract/rules';

type Tab = 'race' | 'class';
interface Created {
  tab: Tab;
  id: number;
  name: string;
}

export interface CreateRaceClassScreenProps {
  /** The editor of an existing class (the classes feature's, composed in app/). */
  classEditor?: (cls: Class | null, onClose: () => void) => ReactNode;
}

/**
 * /races-classes/create: a new race (with the classes it allows) or a new class, beside
 * the ones that exist, which can be deleted while no character uses them.
 */
export function CreateRaceClassScreen({ classEditor }: CreateRaceClassScreenProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [tab, setTab] = useState<Tab>('race');
  const [created, setCreated] = useState<Created | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [editingRace, setEditingRace] = useState<Race | null>(null);
  const [editingClass, setEditingClass] = useState<Class | null>(null);
  const races = useRacesClasses();
  const classes = useClassOptions({ enabled: true });
  const createRace = useCreateRace();
  const createClass = useCreateClass();
  const deleteRace = useDeleteRace();
  const deleteClass = useDeleteClass();
  const failure = tab === 'race' ? createRace.error : createClass.error;

  const done = (entry: Created) => {
    setCreated(entry);
    setFormKey((key) => key + 1);
    notifications.show({
      color: 'green',
      message: t(`create.${entry.tab}.created`, { name: entry.name }),
    });
  };

  return (
    <>
      <ScreenHeader title={t('create.raceClass.title')} intro={t('create.raceClass.intro')} />
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as Tab | null) ?? 'race');
          setCreated(null);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="race" leftSection={<GiElfHelmet aria-hidden />}>
            {t('create.raceClass.raceTab')}
          </Tabs.Tab>
          <Tabs.Tab value="class" leftSection={<GiCrossedSwords aria-hidden />}>
            {t('create.raceClass.classTab')}
          </Tabs.Tab>
        </Tabs.List>

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {created && created.tab === tab && (
                <Alert
                  color="green"
                  variant="light"
                  icon={<LuCircleCheck aria-hidden />}
                  title={t(`create.${created.tab}.created`, { name: created.name })}
                >
                  <Group gap="sm" mt="xs">
                    {created.tab === 'race' ? (
                      <Button component={Link} to={paths.racesClasses} size="xs">
                        {t('create.race.toRaces')}
                      </Button>
                    ) : (
                      <Button
                        component={Link}
                        to={paths.manage.classProfessions}
                        state={{ classId: created.id }}
                        size="xs"
                      >
                        {t('create.class.toProfessions')}
                      </Button>
                    )}
                  </Group>
                </Alert>
              )}
              <Tabs.Panel value="race">
                <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
                  <Title order={2} size="h3" mb="md">
                    {t('create.race.heading')}
                  </Title>
                  {classes.isError ? (
                    <LoadError
                      message={t('manage.classProfessions.loadClassesFailed')}
                      onRetry={() => void classes.refetch()}
                    />
                  ) : (
                    <RaceCreateForm
                      key={formKey}
                      classes={classes.data ?? []}
                      submitting={createRace.isPending}
                      onSubmit={(race) =>
                        createRace.mutate(race, {
                          onSuccess: (saved) =>
                            done({ tab: 'race', id: saved.id, name: saved.name }),
                        })
                      }
                    />
                  )}
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="class">
                <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
                  <Title order={2} size="h3" mb="md">
                    {t('create.class.heading')}
                  </Title>
                  <ClassCreateForm
                    key={formKey}
                    submitting={createClass.isPending}
                    onSubmit={(newClass) =>
                      createClass.mutate(newClass, {
                        onSuccess: (saved) =>
                          done({ tab: 'class', id: saved.id, name: saved.name }),
                      })
                    }
                  />
                </Paper>
              </Tabs.Panel>
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(failure, 'create.failed')}
                </Alert>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-labelledby="existing-entries"
            >
              <Title order={2} size="h4" id="existing-entries" mb="sm">
                {t(tab === 'race' ? 'create.race.existing' : 'create.class.existing')}
              </Title>
              {tab === 'race' ? (
                races.isError ? (
                  <LoadError
                    message={t('create.race.loadFailed')}
                    onRetry={() => void races.refetch()}
                  />
                ) : (
                  <DeletableEntryList
                    label={t('create.race.existing')}
                    entries={(races.data ?? []).map((race) => ({
                      id: race.id,
                      name: race.name,
                      detail: t('create.race.classCount', { count: race.allowed_classes.length }),
                    }))}
                    emptyText={races.isPending ? t('manage.loading') : t('create.race.none')}
                    onDelete={(entry) => deleteRace.mutateAsync(entry.id)}
                    onEdit={(entry) =>
                      setEditingRace(races.data?.find((r) => r.id === entry.id) ?? null)
                    }
                    confirmTitle={t('create.race.deleteTitle')}
                    confirmMessage={(entry) => t('create.race.deleteConfirm', { name: entry.name })}
                    deletedMessage={(entry) => t('create.deleted', { name: entry.name })}
                  />
                )
              ) : classes.isError ? (
                <LoadError
                  message={t('manage.classProfessions.loadClassesFailed')}
                  onRetry={() => void classes.refetch()}
                />
              ) : (
                <DeletableEntryList
                  label={t('create.class.existing')}
                  entries={(classes.data ?? []).map((entry) => ({
                    id: entry.id,
                    name: entry.name,
                    detail: entry.conflict
                      ? `${t('manage.classProfessions.classDetail', { count: entry.additional_professions })} · ${t('common.conflict')}`
                      : t('manage.classProfessions.classDetail', {
                          count: entry.additional_professions,
                        }),
                  }))}
                  emptyText={classes.isPending ? t('manage.loading') : t('create.class.none')}
                  onDelete={(entry) => deleteClass.mutateAsync(entry.id)}
                  confirmTitle={t('create.class.deleteTitle')}
                  confirmMessage={(entry) => t('create.class.deleteConfirm', { name: entry.name })}
                  deletedMessage={(entry) => t('create.deleted', { name: entry.name })}
                  onEdit={(entry) =>
                    setEditingClass(classes.data?.find((c) => c.id === entry.id) ?? null)
                  }
                />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      </Tabs>
      <EditRaceModal race={editingRace} onClose={() => setEditingRace(null)} />
      {classEditor?.(editingClass, () => setEditingClass(null))}
    </>
  );
}
