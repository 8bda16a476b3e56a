export function CreateAbilityScreen() {
  return null;
}
