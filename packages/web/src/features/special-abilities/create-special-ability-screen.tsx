export function CreateSpecialAbilityScreen() {
  return null;
}
