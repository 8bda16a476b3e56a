import { useId, type ReactNode } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { LuChevronRight } from 'react-icons/lu';
import classes from './collapsible-section.module.css';

export interface CollapsibleSectionProps {
  /** The always-visible toggle text, e.g. "Beskrivelse". */
  title: ReactNode;
  /** Controlled state; leave out to let the section keep its own. */
  opened?: boolean;
  defaultOpened?: boolean;
  onChange?: (opened: boolean) => void;
  /** Shown after the title while collapsed, e.g. a count. */
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * A part of a card that toggles between collapsed and expanded (SPEC 4, "Cards and
 * text"). The content mounts only while expanded, so whatever it loads is fetched on
 * first opening.
 */
export function CollapsibleSection({
  title,
  opened,
  defaultOpened = false,
  onChange,
  hint,
  children,
}: CollapsibleSectionProps) {
  const [isOpen, setOpen] = useUncontrolled({
    value: opened,
    defaultValue: defaultOpened,
    finalValue: false,
    onChange,
  });
  const contentId = useId();

  return (
    <Box>
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setOpen(!isOpen)}
      >
        <Group component="span" gap="xs" wrap="nowrap">
          <LuChevronRight
            aria-hidden
            className={classes.chevron}
            data-opened={isOpen || undefined}
          />
          <Text component="span" fw={600} size="sm">
            {title}
          </Text>
          {hint !== undefined && (
            <Text component="span" size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      {isOpen && (
        <Box id={contentId} pt="xs">
          {children}
        </Box>
      )}
    </Box>
  );
}
