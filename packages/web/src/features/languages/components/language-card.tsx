import { useId, useState } from 'react';
import { Button, Group, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { GiRuneStone } from 'react-icons/gi';
import { LuCheck, LuDownload, LuExternalLink, LuKeyboard } from 'react-icons/lu';
import { UI_TIMINGS } from '@club/shared/constants';
import type { DocumentSummary } from '@club/shared/contract/documents';
import type { Language } from '@club/shared/contract/languages';
import { EntryCard } from '../../../components/entry-card';
import { downloadLanguageFont, fontAction } from '../api/download-language-font';
import { useLanguageFont } from '../api/get-language-font';
import { LanguageDocuments } from './language-documents';
import { ScriptKey } from './script-key';
import { ScriptText } from './script-text';

/** Placeholder Latin, shown in the script when a language has no sample text of its own. */
export const DEFAULT_SAMPLE_TEXT = 'Lorem ipsum dolor sit amet';

export interface LanguageCardProps {
  language: Language;
  /** Whether the active character knows the language. */
  known: boolean;
  /** Its documents, by title; null while they load or when they could not be read. */
  documents: DocumentSummary[] | null;
  /** The board writes documents from the card. */
  canWriteDocuments: boolean;
  /** Opens the language's edit form; rules editors only. */
  onEdit?: () => void;
}

function FontButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const action = fontAction(language);

  if (action.kind === 'open') {
    return (
      <Button
        component="a"
        href={action.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        size="xs"
        leftSection={<LuExternalLink aria-hidden />}
      >
        {t('languages.openFont')}
        <VisuallyHidden>{` (${t('common.opensInNewTab')})`}</VisuallyHidden>
      </Button>
    );
  }

  const download = async () => {
    if (action.kind === 'none') {
      notifications.show({ color: 'yellow', message: t('languages.noFont') });
      return;
    }
    setBusy(true);
    try {
      await downloadLanguageFont(language);
      notifications.show({
        color: 'green',
        message: t('languages.downloaded', { name: language.name }),
        autoClose: UI_TIMINGS.successMessageMs,
      });
    } catch (error) {
      console.error('Downloading the font failed', error);
      notifications.show({ color: 'red', message: t('languages.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<LuDownload aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('languages.downloadFont')}
    </Button>
  );
}

export function LanguageCard({
  language,
  known,
  documents,
  canWriteDocuments,
  onEdit,
}: LanguageCardProps) {
  const { t } = useTranslation();
  const keyId = useId();
  const font = useLanguageFont(language);
  const [typed, setTyped] = useState('');
  const [showKey, setShowKey] = useState(false);

  const fontFamily = font.data ?? null;
  const fontLoading = language.has_font === 1 && font.isPending;
  const sample = language.sampleText.trim() || DEFAULT_SAMPLE_TEXT;

  return (
    <EntryCard
      name={language.name}
      icon={<GiRuneStone />}
      onEdit={onEdit}
      subtitle={
        known && (
          <Group gap={6} c="#1e5f2e" wrap="nowrap">
            <LuCheck aria-hidden />
            <Text size="sm" fw={600}>
              {t('languages.knownBadge')}
            </Text>
          </Group>
        )
      }
    >
      {font.isError && (
        <Text size="xs" c="dimmed">
          {t('languages.fontUnavailable')}
        </Text>
      )}

      {known ? (
        <>
          <Textarea
            label={t('languages.typeLabel', { name: language.name })}
            placeholder={t('languages.typePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <ScriptText
            text={typed || sample}
            fontFamily={fontFamily}
            loading={fontLoading}
            label={t('languages.scriptLabel', { name: language.name, text: typed || sample })}
          />
          <Group gap="xs">
            <FontButton language={language} />
            <Button
              variant="default"
              size="xs"
              leftSection={<LuKeyboard aria-hidden />}
              aria-expanded={showKey}
              aria-controls={keyId}
              onClick={() => setShowKey((shown) => !shown)}
            >
              {t(showKey ? 'languages.hideScriptKey' : 'languages.showScriptKey')}
            </Button>
          </Group>
          {showKey && (
            <ScriptKey id={keyId} fontFamily={fontFamily ? `'${fontFamily}', serif` : 'inherit'} />
          )}
        </>
      ) : (
        <>
          <ScriptText
            text={sample}
            fontFamily={fontFamily}
            loading={fontLoading}
            label={t('languages.scriptLabel', { name: language.name, text: sample })}
          />
          <Text size="sm" c="dimmed" fs="italic">
            {t('languages.notKnown')}
          </Text>
        </>
      )}

      {documents && (
        <LanguageDocuments language={language} documents={documents} canWrite={canWriteDocuments} />
      )}
    </EntryCard>
  );
}
