import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar, Button, FileButton, Group, Input, Radio, Stack, Text } from '@mantine/core';
import { BUILT_IN_AVATARS } from '@club/shared/constants';
import { MdUpload } from 'react-icons/md';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarFileProblem, avatarUrl, isBuiltInAvatar } from './avatar-source';

interface AvatarPickerProps {
  value: string | null;
  onChange: (path: string) => void;
  /** A message shown under the picker (e.g. that an avatar is required). */
  error?: string | null;
}

/**
 * One of the seven built-in avatars, or an uploaded image. The upload is checked here for
 * type and size so the player hears at once; the server checks it again.
 */
export function AvatarPicker({ value, onChange, error }: AvatarPickerProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upload = useUploadAvatar();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploaded = value && !isBuiltInAvatar(value) ? value : null;

  const handleFile = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setUploadError(t(problem));
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: ({ path }) => onChange(path),
      onError: (failure) => setUploadError(errorMessage(failure, 'characters.avatarUploadFailed')),
    });
  };

  const shownError = uploadError ?? error ?? null;
  return (
    <Input.Wrapper label={t('characters.avatar.label')} error={shownError} id="character-avatar">
      <Stack gap="xs" mt={4}>
        <Radio.Group
          value={value ?? ''}
          onChange={onChange}
          aria-label={t('characters.avatar.label')}
        >
          <Group gap={6}>
            {BUILT_IN_AVATARS.map((key) => (
              <AvatarOption
                key={key}
                value={key}
                label={t(`characters.avatar.options.${key}`)}
                checked={value === key}
              />
            ))}
            {uploaded ? (
              <AvatarOption
                value={uploaded}
                label={t('characters.avatar.uploaded')}
                checked={value === uploaded}
              />
            ) : null}
          </Group>
        </Radio.Group>
        <Group gap="xs" wrap="wrap">
          <FileButton
            onChange={handleFile}
            accept="image/*"
            inputProps={{ 'aria-label': t('characters.avatar.uploadInput') }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<MdUpload aria-hidden />}
                loading={upload.isPending}
              >
                {t('characters.avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('characters.avatar.uploadHint')}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

function AvatarOption({
  value,
  label,
  checked,
}: {
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <Radio.Card
      value={value}
      checked={checked}
      aria-label={label}
      title={label}
      p={4}
      radius="md"
      w={80}
      bg={checked ? 'oxblood.0' : undefined}
      style={{
        borderWidth: checked ? 3 : 1,
        borderColor: checked ? 'var(--mantine-color-oxblood-7)' : undefined,
      }}
    >
      <Stack gap={2} align="center">
        <Avatar src={avatarUrl(value)} alt="" size={52} radius="md" />
        <Text size="xs" ta="center" lh={1.2} fw={checked ? 700 : 400} aria-hidden>
          {label}
        </Text>
      </Stack>
    </Radio.Card>
  );
}
