import type { ReactNode } from 'react';
import { Anchor, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { CHARACTER_LIMITS, DEFAULT_LOCALE, LOCALES, type Locale } from '@club/shared/constants';
import { CREDITS } from '@club/shared/credits';
import { loadAllMessages } from '../../i18n/index';

/** The first screen's messages leave the About page out; the router waits for them. */
export const messagesReady = loadAllMessages();

function currentLocale(language: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '')
    ? (language as Locale)
    : DEFAULT_LOCALE;
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** What the app is, the club behind it, and the works it builds on with their licences. */
export function AboutScreen() {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n.resolvedLanguage);

  return (
    <Paper className="club-card club-card-wide" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Title order={1}>{t('about.title')}</Title>

        <Stack gap="xs" component="section" aria-labelledby="about-app">
          <Title order={2} id="about-app">
            {t('about.appHeading')}
          </Title>
          <Text>{t('about.appText', { maxCharacters: CHARACTER_LIMITS.maxPerUser })}</Text>
          <Text>{t('about.staffText')}</Text>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="about-club">
          <Title order={2} id="about-club">
            {t('about.clubHeading')}
          </Title>
          <Text>{t('about.clubText')}</Text>
          <Text>{t('about.contactText')}</Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="about-credits">
          <Title order={2} id="about-credits">
            {t('about.creditsHeading')}
          </Title>
          <Text>{t('about.creditsIntro')}</Text>
          <List spacing="md" listStyleType="none" pl={0}>
            {CREDITS.map((credit) => (
              <List.Item key={credit.work}>
                <Stack gap={2}>
                  <Text fw={700}>
                    <ExternalLink href={credit.sourceUrl}>{credit.work}</ExternalLink>{' '}
                    <Text span fw={400}>
                      · {credit.author}
                    </Text>
                  </Text>
                  <Text size="sm">{credit.usedFor[locale]}</Text>
                  {credit.parts && (
                    <Text size="sm" c="dimmed">
                      {credit.parts.join(', ')}
                    </Text>
                  )}
                  <Text size="sm">
                    {t('about.licence')}:{' '}
                    <ExternalLink href={credit.licenceUrl}>{credit.licence}</ExternalLink>
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Paper>
  );
}
