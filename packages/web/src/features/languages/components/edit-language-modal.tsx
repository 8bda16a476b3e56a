import { useState } from 'react';
import { Button, Checkbox, Text, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { LuTrash2 } from 'react-icons/lu';
import { isLanguageDownloadPath } from '@club/shared/contract/languages-constants';
import type { Language } from '@club/shared/contract/languages';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EditModal } from '../../../components/edit-modal';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { deleteLanguage, useDeleteLanguage } from '../api/delete-language';
import { updateLanguage, useUpdateLanguage, type LanguageEdit } from '../api/update-language';
import { FontFileInput, languageProblem, NameAndSampleFields } from './language-fields';

export interface EditLanguageModalProps {
  /** The language being edited; null keeps the modal closed. */
  language: Language | null;
  onClose: () => void;
}

/** A language's name, sample text and link; replace or remove its font; delete it. */
export function EditLanguageModal({ language, onClose }: EditLanguageModalProps) {
  if (!language) return null;
  return <EditLanguageForm key={language.id} language={language} onClose={onClose} />;
}

function EditLanguageForm({ language, onClose }: { language: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateLanguage();
  const remove = useDeleteLanguage();
  const externalLink = language.link && !isLanguageDownloadPath(language.link) ? language.link : '';
  const [name, setName] = useState(language.name);
  const [sampleText, setSampleText] = useState(language.sampleText);
  const [link, setLink] = useState(externalLink);
  const [font, setFont] = useState<File | null>(null);
  const [removeFont, setRemoveFont] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    update.reset();
    remove.reset();
    onClose();
  };
  const submit = () => {
    const keepsFont = language.has_font === 1 && !removeFont;
    const found = languageProblem({ name, link, font, keepsFont });
    setProblem(found && t(found));
    if (found) return;
    void saving.run({
      id: language.id,
      edit: { name: name.trim(), sampleText, link: link.trim(), font, removeFont },
    });
  };
  const saving = useRulesWriteWithImpact(
    ({ id, edit }: { id: number; edit: LanguageEdit }) => updateLanguage(id, edit, true),
    (variables: { id: number; edit: LanguageEdit }) =>
      update.mutate(variables, {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('curation.saved', { name: saved.name }),
          });
          close();
        },
      }),
  );
  const deleting = useRulesWriteWithImpact(
    (id: number) => deleteLanguage(id, true),
    (id: number) =>
      remove.mutate(id, {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('create.deleted', { name: language.name }),
          });
          setConfirming(false);
          close();
        },
      }),
  );
  const confirmDelete = () => void deleting.run(language.id);

  return (
    <>
      <EditModal
        opened={!confirming}
        title={t('curation.language.title', { name: language.name })}
        onClose={close}
        onSubmit={submit}
        saving={update.isPending || saving.checking}
        error={
          problem ?? (update.isError ? errorMessage(update.error, 'curation.saveFailed') : null)
        }
        extraActions={
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            leftSection={<LuTrash2 aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('manage.actions.delete')}
          </Button>
        }
      >
        <NameAndSampleFields
          name={name}
          onNameChange={setName}
          sampleText={sampleText}
          onSampleTextChange={setSampleText}
        />
        <TextInput
          label={t('languages.add.link')}
          description={t('languages.add.linkHint')}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {language.has_font === 1 ? t('curation.language.hasFont') : t('curation.language.noFont')}
        </Text>
        <FontFileInput
          label={t('curation.language.newFont')}
          placeholder={t('curation.language.newFontPlaceholder')}
          value={font}
          onChange={(file) => {
            setFont(file);
            if (file) setRemoveFont(false);
          }}
        />
        {language.has_font === 1 && (
          <Checkbox
            label={t('curation.language.removeFont')}
            checked={removeFont}
            disabled={font !== null}
            onChange={(event) => setRemoveFont(event.currentTarget.checked)}
          />
        )}
      </EditModal>
      <ConfirmDialog
        opened={confirming}
        title={t('curation.language.deleteTitle')}
        message={t('curation.language.deleteConfirm', { name: language.name })}
        confirmLabel={t('manage.actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        busy={remove.isPending || deleting.checking}
        error={remove.isError ? errorMessage(remove.error, 'manage.deleteFailed') : null}
      />
      {saving.dialog}
      {deleting.dialog}
    </>
  );
}
