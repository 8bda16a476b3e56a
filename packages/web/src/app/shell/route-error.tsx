import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../config/paths';
import { Crest } from './crest';
import { PublicFrame } from './public-layout';

/** What a route shows when it fails to load or render: a way back instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <PublicFrame>
      <Paper className="club-card club-card-narrow" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <div className="club-ornament">
            <Crest size={48} />
          </div>
          <Title order={1}>{t(notFound ? 'app.notFoundTitle' : 'app.errorTitle')}</Title>
          <Text role="alert">{t(notFound ? 'app.notFoundText' : 'app.errorText')}</Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={paths.dashboard}>
              {t('app.toFrontPage')}
            </Button>
            {!notFound && (
              <Button variant="default" onClick={() => window.location.reload()}>
                {t('app.reload')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
