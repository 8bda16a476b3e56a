export function CreateRaceClassScreen() {
  return null;
}
