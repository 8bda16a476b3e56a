export function ManageAbilitiesScreen() {
  return null;
}
