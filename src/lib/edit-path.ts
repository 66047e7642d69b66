/** SPEC 2.3: a grid's edit redirect goes to the current path plus /edit/{id}. */
export function editPathFor(pathname: string, id: string): string {
  return `${pathname.replace(/\/+$/, '')}/edit/${encodeURIComponent(id)}`;
}
