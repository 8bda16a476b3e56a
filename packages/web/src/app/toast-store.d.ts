/** Mantine's notifications store on its own (plugins/toast-store.ts). */
declare module 'mantine-toast-store' {
  export { notificationsStore } from '@mantine/notifications';
}
