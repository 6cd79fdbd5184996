export function NewsPage() {
  return null;
}
