export function UnauthorizedPage() {
  return null;
}
