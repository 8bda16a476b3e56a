export function ManageUsersScreen() {
  return null;
}
