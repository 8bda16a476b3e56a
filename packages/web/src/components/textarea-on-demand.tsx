import { lazy, Suspense, type ComponentType } from 'react';
import { InputBase, Loader, type TextareaProps } from '@mantine/core';

/**
 * Mantine's Textarea (it grows with its text) where a screen shows one only after a press,
 * as the sheet's change request: its code and the library that measures the text come
 * then, not with the screen. Where they cannot be fetched (no signal, not yet cached) the
 * field is a plain one of `minRows` rows that keeps the same label, value and limits.
 */
const Textarea = lazy<ComponentType<TextareaProps>>(() =>
  import('./textarea').then(
    (module) => ({ default: module.Textarea }),
    () => ({ default: PlainTextarea }),
  ),
);

function PlainTextarea({
  autosize: _autosize,
  minRows = 2,
  maxRows: _maxRows,
  ...props
}: TextareaProps) {
  return <InputBase component="textarea" rows={minRows} {...props} />;
}

export function TextareaOnDemand(props: TextareaProps) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Textarea {...props} />
    </Suspense>
  );
}
