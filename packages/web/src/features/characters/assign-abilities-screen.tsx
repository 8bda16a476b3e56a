export function AssignAbilitiesScreen() {
  return null;
}
