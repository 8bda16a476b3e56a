export function ManageSpecialAbilitiesScreen() {
  return null;
}
