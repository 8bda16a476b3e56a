import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { useErrorMessage } from '../../../api/use-error-message';
import { DocumentBody } from '../../../components/document-body';
import { useStory } from '../api/get-story';

/** The character's story: its approved after-event reports, newest event first. */
export function CharacterStory({ characterId }: { characterId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const story = useStory(characterId);
  const format = useDateFormat();
  const reports = (story.data?.reports ?? [])
    .filter((report) => report.status === 'approved')
    .sort((a, b) => b.event_starts_at.localeCompare(a.event_starts_at));

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="story-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="story-title">
          {t('backgrounds.story.title')}
        </Title>
        {story.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : story.isError ? (
          <Text c="red.8">{errorMessage(story.error, 'backgrounds.story.loadFailed')}</Text>
        ) : reports.length === 0 ? (
          <Text c="dimmed">{t('backgrounds.story.none')}</Text>
        ) : (
          reports.map((report) => (
            <article key={report.id} aria-labelledby={`story-${report.id}`}>
              <Title order={3} size="h4" id={`story-${report.id}`}>
                {report.event_title}
              </Title>
              <Text size="xs" c="dimmed" mb={4}>
                {format.date(report.event_starts_at)}
              </Text>
              <DocumentBody source={report.text} titleLevel={2} />
            </article>
          ))
        )}
      </Stack>
    </Paper>
  );
}
