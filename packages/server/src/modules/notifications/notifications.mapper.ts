import {
  NotificationKindSchema,
  type Notification,
  type NotificationTitle,
} from '@club/shared/contract/notifications';

interface NotificationListRow {
  id: number;
  kind: string;
  title_key: string;
  title_params: string;
  body: string | null;
  link: string;
  created_at: string;
  read_at: string | null;
}

export function titleParams(json: string): NotificationTitle['params'] {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

export function toNotification(row: NotificationListRow): Notification {
  return {
    id: row.id,
    kind: NotificationKindSchema.parse(row.kind),
    title: { key: row.title_key, params: titleParams(row.title_params) },
    body: row.body,
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}
