export function ManageProfessionAbilitiesScreen() {
  return null;
}
