import { useTranslation } from '../../i18n/use-translation';
import { BoardScreen } from '../../components/board-screen';
import { paths } from '../../config/paths';
import { useAbilityOptions } from './api/get-ability-options';
import { useProfessions } from './api/get-professions';
import { ProfessionAbilityBoard } from './components/profession-ability-board';

/** /manage-profession-abilities (SPEC 2.11): the six abilities of each profession, in order. */
export function ManageProfessionAbilitiesScreen() {
  const { t } = useTranslation();
  const professions = useProfessions();
  const abilities = useAbilityOptions();
  return (
    <BoardScreen
      title={t('manage.professionAbilities.title')}
      intro={t('manage.professionAbilities.intro')}
      items={professions.data}
      // Coming from /professions/create, the new profession is picked.
      arrivalKey="professionId"
      detail={(entry) =>
        t('manage.professionAbilities.professionDetail', { count: entry.abilities.length })
      }
      pending={professions.isPending || abilities.isPending}
      loadError={
        professions.isError
          ? t('manage.professionAbilities.loadFailed')
          : abilities.isError
            ? t('abilities.loadFailed')
            : null
      }
      onRetry={() => {
        void professions.refetch();
        void abilities.refetch();
      }}
      noItems={{
        message: t('manage.professionAbilities.noProfessions'),
        createLabel: t('manage.professionAbilities.createProfession'),
        createPath: paths.create.profession,
      }}
      picker={{
        label: t('manage.professionAbilities.professions'),
        hint: t('manage.professionAbilities.professionsHint'),
        filterLabel: t('manage.professionAbilities.filterProfessions'),
      }}
      board={(selected, professionColumn) => (
        <ProfessionAbilityBoard
          profession={selected}
          abilities={abilities.data ?? []}
          professionColumn={professionColumn}
        />
      )}
    />
  );
}
