export function SearchPage() {
  return null;
}
