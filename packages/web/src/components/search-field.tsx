import { CloseButton, TextInput } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { LuSearch } from 'react-icons/lu';

export interface SearchFieldProps {
  /** The field's accessible name, e.g. "Søg i racer". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A search box with a clear button; the screen filters as the user types. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<LuSearch aria-hidden />}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label={t('common.clearSearch')}
            onClick={() => onChange('')}
          />
        ) : null
      }
      w="100%"
      maw={420}
    />
  );
}

/** Case-insensitive: whether any of the texts contains the query (an empty query matches all). */
export function matchesSearch(query: string, texts: Iterable<string | null | undefined>): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  for (const text of texts) {
    if (text && text.toLocaleLowerCase().includes(needle)) return true;
  }
  return false;
}
