/** The title of the printed document (spec: 'listado'): browsers print it in the page's header. */
export const PRINT_TITLE = 'listado';

/**
 * 'Imprimir lista': prints `list` alone. The print stylesheet hides everything else while the document is
 * marked (`printing-one`), and the title is 'listado'; both are put back after printing ('afterprint', which
 * browsers fire once the print dialog closes, before or after `print()` returns).
 */
export function printOnly(list: HTMLElement): void {
  const root = document.documentElement;
  const title = document.title;
  const restore = () => {
    window.removeEventListener('afterprint', restore);
    root.classList.remove('printing-one');
    list.classList.remove('print-target');
    document.title = title;
  };
  window.addEventListener('afterprint', restore);
  root.classList.add('printing-one');
  list.classList.add('print-target');
  document.title = PRINT_TITLE;
  window.print();
}
