import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { GiScrollUnfurled } from 'react-icons/gi';
import { LuFilePlus, LuLock } from 'react-icons/lu';
import type { DocumentSummary } from '@club/shared/contract/documents';
import type { Language } from '@club/shared/contract/languages';
import { paths } from '../../../config/paths';
import { DocumentFormModal } from './document-form-modal';
import classes from './language-documents.module.css';

export interface LanguageDocumentsProps {
  language: Pick<Language, 'id' | 'name'>;
  /** The language's documents the member sees, by title. */
  documents: DocumentSummary[];
  /** The board writes new ones here. */
  canWrite: boolean;
}

/** The letters, maps and scrolls written in a language, on its card. */
export function LanguageDocuments({ language, documents, canWrite }: LanguageDocumentsProps) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const headingId = `language-${language.id}-documents`;

  return (
    <Stack gap={6} role="group" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {t('documents.heading')}
        </Title>
        {canWrite && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<LuFilePlus aria-hidden />}
            onClick={() => setWriting(true)}
            aria-label={t('documents.newFor', { language: language.name })}
          >
            {t('documents.new')}
          </Button>
        )}
      </Group>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.none')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {documents.map((document) => (
            <li key={document.id} className={classes.item}>
              <GiScrollUnfurled aria-hidden className={classes.icon} />
              <Anchor
                component={Link}
                to={paths.languageDocument(language.id, document.id)}
                size="sm"
                fw={600}
                className={classes.title}
              >
                {document.title}
              </Anchor>
              {document.readable === 0 && (
                <LuLock
                  className={classes.lock}
                  role="img"
                  aria-label={t('documents.locked')}
                  title={t('documents.locked')}
                />
              )}
              {document.visible === 0 && (
                <Badge size="sm" variant="light" color="gray" className={classes.badge}>
                  {t('documents.hidden')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing && <DocumentFormModal language={language} onClose={() => setWriting(false)} />}
    </Stack>
  );
}
