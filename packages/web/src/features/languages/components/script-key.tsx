import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SCRIPT_KEY_DIGITS, SCRIPT_KEY_LETTERS } from '@club/shared/constants';
import classes from './script-key.module.css';

function KeyRow({ characters, fontFamily }: { characters: string[]; fontFamily: string }) {
  return (
    <Box component="ul" className={classes.grid}>
      {characters.map((character) => (
        <li key={character} className={classes.cell}>
          <span className={classes.glyph} style={{ fontFamily }} aria-hidden>
            {character}
          </span>
          <span className={classes.latin}>{character}</span>
        </li>
      ))}
    </Box>
  );
}

/** The script's glyphs beside the Latin letters A–Z, Æ, Ø, Å and the digits 0–9. */
export function ScriptKey({ fontFamily, id }: { fontFamily: string; id: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" id={id}>
      <Title order={3} size="h6">
        {t('languages.letters')}
      </Title>
      <KeyRow characters={SCRIPT_KEY_LETTERS} fontFamily={fontFamily} />
      <Title order={3} size="h6">
        {t('languages.digits')}
      </Title>
      <KeyRow characters={SCRIPT_KEY_DIGITS} fontFamily={fontFamily} />
      <Text size="xs" c="dimmed">
        {t('languages.scriptKeyHint')}
      </Text>
    </Stack>
  );
}
