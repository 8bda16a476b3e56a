export function CreateCharacterScreen() {
  return null;
}
