import { FileInput, Textarea, TextInput } from '@mantine/core';
import { LuUpload } from 'react-icons/lu';
import { LANGUAGE_LIMITS } from '@club/shared/contract/languages-constants';
import { useTranslation } from '../../../i18n/use-translation';

const FONT_TYPES = '.ttf,.otf,font/ttf,font/otf,application/font-sfnt';

/** A language's name and sample text, as added and as edited. */
export function NameAndSampleFields(props: {
  name: string;
  onNameChange: (name: string) => void;
  sampleText: string;
  onSampleTextChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('languages.add.name')}
        required
        maxLength={LANGUAGE_LIMITS.name}
        value={props.name}
        onChange={(event) => props.onNameChange(event.currentTarget.value)}
      />
      <Textarea
        label={t('languages.add.sampleText')}
        description={t('languages.add.sampleTextHint')}
        maxLength={LANGUAGE_LIMITS.sampleText}
        autosize
        minRows={2}
        value={props.sampleText}
        onChange={(event) => props.onSampleTextChange(event.currentTarget.value)}
      />
    </>
  );
}

/** A font file to upload (a new one, when editing). */
export function FontFileInput(props: {
  label: string;
  placeholder?: string;
  value: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={props.label}
      description={t('languages.add.fontHint')}
      placeholder={props.placeholder}
      accept={FONT_TYPES}
      clearable
      leftSection={<LuUpload aria-hidden />}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/**
 * Why a language cannot be saved, as a message key, or null: it needs a name, and a font
 * (uploaded now or kept) or a link to one; an uploaded font has a size limit.
 */
export function languageProblem(language: {
  name: string;
  link: string;
  font: File | null;
  keepsFont: boolean;
}): string | null {
  if (!language.name.trim()) return 'languages.add.nameRequired';
  if (language.font && language.font.size > LANGUAGE_LIMITS.fontMaxBytes) {
    return 'languages.add.fontTooLarge';
  }
  if (!language.font && !language.keepsFont && !language.link.trim()) {
    return 'languages.add.fontOrLinkRequired';
  }
  return null;
}
