export function CharacterDetailsScreen() {
  return null;
}
