import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClassProfessionItem } from '@club/shared/contract/rules';
import { useClassProfessions } from '../api/get-class-professions';

function ProfessionList({ title, items }: { title: string; items: ClassProfessionItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('classes.noProfessions')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item.id}>{item.name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The professions of a class, loaded when the class is first expanded (SPEC 2.8). */
export function ClassProfessions({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useClassProfessions(classId);

  if (isPending) {
    return (
      <Stack gap={6} aria-busy>
        <Skeleton height={12} width="50%" />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Text size="sm" c="oxblood.8" role="alert">
        {t('classes.professionsLoadFailed')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ProfessionList title={t('classes.mandatoryProfessions')} items={data.mandatory} />
      <ProfessionList title={t('classes.optionalProfessions')} items={data.assigned} />
    </Stack>
  );
}
