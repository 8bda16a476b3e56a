import { Skeleton, Text } from '@mantine/core';

export interface ScriptTextProps {
  text: string;
  /** The loaded font family; null while it loads or when there is none. */
  fontFamily: string | null;
  loading: boolean;
  /** Accessible text: the glyphs themselves mean nothing to a screen reader. */
  label: string;
}

/** Text set in a language's script. */
export function ScriptText({ text, fontFamily, loading, label }: ScriptTextProps) {
  if (loading) return <Skeleton height={56} radius="sm" />;
  return (
    <Text
      role="img"
      aria-label={label}
      fz={26}
      lh={1.4}
      p="sm"
      bg="#fffdf7"
      bd="1px solid rgba(90, 72, 38, 0.25)"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        fontFamily: fontFamily ? `'${fontFamily}', serif` : undefined,
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
        minHeight: 56,
      }}
      data-font={fontFamily ?? undefined}
    >
      {text}
    </Text>
  );
}
