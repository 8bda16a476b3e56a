import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HeldItem } from '@club/shared/contract/inventory';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useUseItem } from '../api/use-item';

/** Asks before a piece is marked used: it leaves the inventory for good. */
export function UseDialog({ item, onClose }: { item: HeldItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const use = useUseItem();
  return (
    <Modal
      opened={item !== null}
      onClose={() => {
        use.reset();
        onClose();
      }}
      centered
      title={item ? t('inventory.crafted.markUsedNamed', { name: item.name }) : ''}
    >
      {item ? (
        <Stack gap="sm">
          <Text>{t('inventory.crafted.markUsedConfirm', { name: item.name })}</Text>
          {use.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(use.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={use.isPending}
              onClick={() =>
                use.mutate(
                  { code: item.code, body: {} },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: 'green',
                        message: t('inventory.crafted.markedUsed', { name: item.name }),
                      });
                      onClose();
                    },
                  },
                )
              }
            >
              {t('inventory.crafted.markUsed')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
