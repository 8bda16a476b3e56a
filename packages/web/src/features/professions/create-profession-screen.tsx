export function CreateProfessionScreen() {
  return null;
}
