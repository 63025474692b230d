/** An empty admin list: 'Todavía no hay cursos.' */
export function NothingYet({ label }: { label: string }) {
  return <p>Todavía no hay {label.toLowerCase()}.</p>;
}
