import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { LuTrash2 } from 'react-icons/lu';
import { DOCUMENT_LIMITS, UI_TIMINGS } from '@club/shared/constants';
import type { LanguageDocument } from '@club/shared/contract/documents';
import type { Language } from '@club/shared/contract/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorMessage } from '../../../api/use-error-message';
import { useCreateDocument } from '../api/create-document';
import { useDeleteDocument } from '../api/delete-document';
import { useUpdateDocument } from '../api/update-document';

export interface DocumentFormModalProps {
  language: Pick<Language, 'id' | 'name'>;
  /** The document to change; a new one is written when left out. */
  document?: LanguageDocument;
  onClose: () => void;
  /** After a delete, e.g. to leave the document's own screen. */
  onDeleted?: () => void;
}

const numberFormat = new Intl.NumberFormat('da-DK');

/** The board writes or changes a document: title, body, a note for staff, visible or hidden. */
export function DocumentFormModal({
  language,
  document,
  onClose,
  onDeleted,
}: DocumentFormModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const [title, setTitle] = useState(document?.title ?? '');
  const [body, setBody] = useState(document?.body ?? '');
  const [staffNote, setStaffNote] = useState(document?.staff_note ?? '');
  const [visible, setVisible] = useState(document ? document.visible === 1 : true);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!title.trim()) return setProblem(t('documents.form.titleRequired'));
    if (!body.trim()) return setProblem(t('documents.form.bodyRequired'));
    const fields = { title: title.trim(), body, staff_note: staffNote, visible };
    try {
      const saved = document
        ? await update.mutateAsync({ id: document.id, changes: fields })
        : await create.mutateAsync({ languageId: language.id, document: fields });
      notifications.show({
        color: 'green',
        message: t(document ? 'documents.form.saved' : 'documents.form.created', {
          title: saved.title,
        }),
        autoClose: UI_TIMINGS.successMessageMs,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'documents.form.failed'));
    }
  };

  const confirmDelete = async () => {
    if (!document) return;
    setDeleteProblem(null);
    try {
      await remove.mutateAsync(document.id);
      notifications.show({
        color: 'green',
        message: t('documents.form.deleted', { title: document.title }),
        autoClose: UI_TIMINGS.successMessageMs,
      });
      setConfirmingDelete(false);
      onClose();
      onDeleted?.();
    } catch (error) {
      setDeleteProblem(errorMessage(error));
    }
  };

  return (
    <>
      <Modal
        opened={!confirmingDelete}
        onClose={onClose}
        size="lg"
        title={
          document
            ? t('documents.form.editTitle', { title: document.title })
            : t('documents.form.newTitle', { language: language.name })
        }
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('documents.form.title')}
              description={t('documents.form.titleHint')}
              required
              maxLength={DOCUMENT_LIMITS.titleMaxLength}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              data-autofocus
            />
            <Textarea
              label={t('documents.form.body')}
              description={t('documents.form.bodyHint', {
                used: numberFormat.format(body.length),
                max: numberFormat.format(DOCUMENT_LIMITS.bodyMaxLength),
              })}
              required
              autosize
              minRows={8}
              maxRows={18}
              maxLength={DOCUMENT_LIMITS.bodyMaxLength}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
            <Textarea
              label={t('documents.form.staffNote')}
              description={t('documents.form.staffNoteHint')}
              autosize
              minRows={2}
              maxLength={DOCUMENT_LIMITS.staffNoteMaxLength}
              value={staffNote}
              onChange={(event) => setStaffNote(event.currentTarget.value)}
            />
            <Switch
              label={t('documents.form.visible')}
              description={t('documents.form.visibleHint')}
              checked={visible}
              onChange={(event) => setVisible(event.currentTarget.checked)}
            />
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="space-between" gap="xs" mt="xs">
              {document ? (
                <Button
                  variant="subtle"
                  color="red.9"
                  leftSection={<LuTrash2 aria-hidden />}
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('documents.form.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {document ? t('common.save') : t('documents.form.submit')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('documents.form.deleteTitle')}
        message={t('documents.form.deleteMessage', { title: document?.title ?? '' })}
        confirmLabel={t('documents.form.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setConfirmingDelete(false);
          setDeleteProblem(null);
        }}
        busy={remove.isPending}
        error={deleteProblem}
      />
    </>
  );
}
