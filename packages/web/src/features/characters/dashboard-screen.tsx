export function DashboardScreen() {
  return null;
}
