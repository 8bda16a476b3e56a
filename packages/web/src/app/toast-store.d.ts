/**
 * Mantine's notifications store on its own (plugins/toast-store.ts): the store the toasts'
 * container watches, and `notifications.show` and the rest that write to it. Code that
 * shows a toast imports it from here, never from the package's index, which would bring
 * the container and its transitions along wherever a toast may be shown.
 */
declare module 'mantine-toast-store' {
  // Names the package's own types; no code is imported from its index here.
  // eslint-disable-next-line no-restricted-imports
  export { notifications, notificationsStore } from '@mantine/notifications';
}
