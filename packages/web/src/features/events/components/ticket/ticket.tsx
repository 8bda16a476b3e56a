import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Box, Button, Code, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { LuPrinter } from 'react-icons/lu';
import QRCode from 'qrcode';
import type { Event, Signup } from '@club/shared/contract/events';
import { withBase } from '../../../../lib/base-path';
import { paths } from '../../../../config/paths';
import { MinorBadge } from '../minor-info';
import { useEventFormat } from '../use-event-format';
import classes from './ticket.module.css';

const PRINTING_CLASS = 'club-printing-ticket';

/** The address a phone's camera opens: the app's own check-in page for this ticket. */
export function ticketUrl(eventId: number, code: string): string {
  return `${window.location.origin}${withBase(paths.events.ticket(eventId, code))}`;
}

export interface TicketProps {
  event: Event;
  signup: Signup;
  memberName: string;
}

/**
 * The member's ticket: a QR code of the check-in address, the code in text for when the
 * camera fails, and who it is for. Drawn in the browser from the event as kept offline,
 * so it shows without signal; printing prints the ticket alone.
 */
export function Ticket({ event, signup, memberName }: TicketProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const url = ticketUrl(event.id, signup.ticket_code);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }).then(
      (data) => live && setImage(data),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const print = () => {
    // Only the ticket is printed, not the page around it (ticket.module.css).
    document.body.classList.add(PRINTING_CLASS);
    const done = () => {
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.ticket}
      component="section"
      aria-labelledby="ticket-title"
      data-testid="ticket"
    >
      <Stack gap="sm" align="center">
        <Title order={3} id="ticket-title" ta="center">
          {t('eventDay.myTicket.title')}
        </Title>
        <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Text>
        <Text size="sm" ta="center">
          {format.range(event.starts_at, event.ends_at)}
        </Text>
        <Box className={classes.code}>
          {image ? (
            <Image src={image} alt={t('eventDay.myTicket.qrAlt')} w="100%" h="auto" />
          ) : null}
        </Box>
        <Stack gap={2} align="center">
          <Text fw={700} size="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {memberName}
          </Text>
          <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
            {signup.character_name
              ? t('eventDay.myTicket.as', {
                  role: t(`events.role.${signup.role}`),
                  character: signup.character_name,
                })
              : t(`events.role.${signup.role}`)}
          </Text>
          {signup.minor ? <MinorBadge /> : null}
        </Stack>
        <Text size="sm" ta="center">
          {t('eventDay.myTicket.code')} <Code className={classes.text}>{signup.ticket_code}</Code>
        </Text>
        <Text size="sm" c="dimmed" ta="center" className={classes.hint}>
          {t('eventDay.myTicket.hint')}
        </Text>
        <Group className={classes.actions}>
          <Button variant="outline" leftSection={<LuPrinter aria-hidden />} onClick={print}>
            {t('eventDay.myTicket.print')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
