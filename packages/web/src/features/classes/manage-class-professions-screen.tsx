import { useTranslation } from '../../i18n/use-translation';
import { BoardScreen } from '../../components/board-screen';
import { paths } from '../../config/paths';
import { useClasses } from './api/get-classes';
import { useProfessionOptions } from './api/get-profession-options';
import { ClassProfessionBoard } from './components/class-profession-board';

/** /manage-class-professions (SPEC 2.11): which professions each class has, and in what order. */
export function ManageClassProfessionsScreen() {
  const { t } = useTranslation();
  const classes = useClasses();
  const professions = useProfessionOptions();
  return (
    <BoardScreen
      title={t('manage.classProfessions.title')}
      intro={t('manage.classProfessions.intro')}
      items={classes.data}
      // Coming from a newly created class, that class is picked.
      arrivalKey="classId"
      detail={(entry) =>
        t('manage.classProfessions.classDetail', { count: entry.additional_professions })
      }
      pending={classes.isPending || professions.isPending}
      loadError={
        classes.isError
          ? t('manage.classProfessions.loadClassesFailed')
          : professions.isError
            ? t('manage.classProfessions.loadFailed')
            : null
      }
      onRetry={() => {
        void classes.refetch();
        void professions.refetch();
      }}
      noItems={{
        message: t('manage.classProfessions.noClasses'),
        createLabel: t('manage.classProfessions.createClass'),
        createPath: paths.create.raceClass,
      }}
      picker={{
        label: t('manage.classProfessions.classes'),
        hint: t('manage.classProfessions.classesHint'),
        filterLabel: t('manage.classProfessions.filterClasses'),
      }}
      board={(selected, classColumn) => (
        <ClassProfessionBoard
          classItem={selected}
          professions={professions.data ?? []}
          classColumn={classColumn}
        />
      )}
    />
  );
}
