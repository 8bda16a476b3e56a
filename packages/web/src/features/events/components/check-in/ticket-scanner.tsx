import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { LuSearch } from 'react-icons/lu';
import { Link } from 'react-router';
import type { StaffSignup } from '@club/shared/contract/events';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import type { Attendee } from '../../check-in/attendees';
import { findTicket, qrReader, type QrReader, type ScanOutcome } from '../../check-in/scan-ticket';
import { AttendeeRow } from './attendee-row';
import classes from './ticket-scanner.module.css';

/** Between two looks at the camera: often enough to feel instant, rarely enough for a phone. */
const LOOK_EVERY_MS = 200;

type CameraState = 'starting' | 'on' | 'failed';

interface TicketScannerProps {
  opened: boolean;
  onClose: () => void;
  eventId: number;
  /** The gate's list with the queued taps applied: a scan finds the attendee here. */
  attendees: readonly Attendee[];
  onRecord: (signup: StaffSignup, kind: 'in' | 'out') => void;
  readOnly: boolean;
}

/**
 * The scanner inside the check-in screen: the camera reads a ticket's QR code and the
 * attendee it names is shown at once with the button to check them in, from the list the
 * gate holds, so it works without signal. The code can be typed instead.
 */
export function TicketScanner({
  opened,
  onClose,
  eventId,
  attendees,
  onRecord,
  readOnly,
}: TicketScannerProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [typed, setTyped] = useState('');
  const { videoRef, state: cameraState } = useCameraScan(opened && outcome === null, (texts) => {
    const found = findTicket(texts, eventId, attendees);
    if (found) setOutcome(found);
  });

  const close = () => {
    setOutcome(null);
    setTyped('');
    onClose();
  };
  const findTyped = (submit: FormEvent) => {
    submit.preventDefault();
    if (typed.trim() === '') return;
    setOutcome(findTicket([typed], eventId, attendees) ?? { kind: 'notATicket' });
  };
  const found =
    outcome?.kind === 'found'
      ? (attendees.find((attendee) => attendee.id === outcome.signup.id) ?? null)
      : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('eventDay.scan.title')}
      closeButtonProps={{ 'aria-label': t('eventDay.scan.close') }}
      fullScreen
      classNames={{ body: classes.body }}
    >
      <Stack gap="md" maw={640} mx="auto">
        {outcome === null ? (
          <>
            <video ref={videoRef} className={classes.video} muted playsInline aria-hidden />
            <Text role="status" size="sm">
              {t(`eventDay.scan.camera.${cameraState}`)}
            </Text>
          </>
        ) : (
          <Stack gap="sm" aria-live="polite">
            {found ? (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                <AttendeeRow attendee={found} onRecord={onRecord} readOnly={readOnly} />
              </Stack>
            ) : outcome.kind === 'found' ? (
              <Alert color="oxblood" variant="light" role="alert">
                {t('eventDay.ticket.notConfirmed', { name: outcome.signup.user_name })}
              </Alert>
            ) : outcome.kind === 'unknown' ? (
              <Alert color="oxblood" variant="light" role="alert">
                <Text>{t('eventDay.scan.unknown', { code: outcome.code })}</Text>
                <Anchor component={Link} to={paths.events.ticket(eventId, outcome.code)} size="sm">
                  {t('eventDay.scan.lookUp')}
                </Anchor>
              </Alert>
            ) : (
              <Alert color="oxblood" variant="light" role="alert">
                {t('eventDay.scan.notATicket')}
              </Alert>
            )}
            <Button
              size="md"
              variant="outline"
              onClick={() => {
                setOutcome(null);
                setTyped('');
              }}
            >
              {t('eventDay.scan.next')}
            </Button>
          </Stack>
        )}
        <form onSubmit={findTyped}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              size="md"
              style={{ flex: 1 }}
              label={t('eventDay.scan.codeLabel')}
              placeholder="K7QM-4PXR"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(change) => setTyped(change.currentTarget.value)}
            />
            <Button type="submit" size="md" leftSection={<LuSearch aria-hidden />}>
              {t('eventDay.scan.find')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}

/**
 * The back camera in a video element while `active`, and what its frames' QR codes say,
 * handed to `onCodes` until it stops. The reader (the browser's own, or ZXing fetched now)
 * is loaded when the scanner first opens.
 */
function useCameraScan(active: boolean, onCodes: (texts: string[]) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onCodes);
  useEffect(() => {
    handler.current = onCodes;
  });
  const readerRef = useRef<Promise<QrReader> | null>(null);

  const stopStream = useCallback((stream: MediaStream | null) => {
    for (const track of stream?.getTracks() ?? []) track.stop();
  }, []);

  useEffect(() => {
    if (!active) return;
    let live = true;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    readerRef.current ??= qrReader();
    const look = async (reader: QrReader) => {
      if (!live) return;
      const video = videoRef.current;
      if (video && video.readyState >= 2) {
        const texts = await reader.read(video).catch(() => [] as string[]);
        if (!live) return;
        if (texts.length > 0) handler.current(texts);
      }
      timer = window.setTimeout(() => void look(reader), LOOK_EVERY_MS);
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (!live) return stopStream(stream);
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        const reader = await (readerRef.current ?? qrReader());
        if (!live) return;
        setState('on');
        void look(reader);
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
      stopStream(stream);
    };
  }, [active, stopStream]);

  return { videoRef, state };
}
