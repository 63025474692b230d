import { formatModuleDate, messages, moduleMode, type Module } from '@constelaciones/contract';
import { AdminTable, PRICE_COLUMNS, type Column } from '../kit/AdminTable';

const COLUMNS: Column<Module>[] = [
  ['Modalidad', (module) => moduleMode(module.typeModule)],
  ['Próxima fecha', (module) => (module.date ? formatModuleDate(module.date) : messages.course.noDate)],
  ...PRICE_COLUMNS,
  [
    'Estado',
    (module) =>
      `${module.enabled ? messages.module.enabled : messages.module.disabled}${module.open ? ' · A la venta' : ''}`,
  ],
];

/** 'Administrar módulos': title, mode, next date, prices, whether it is enabled and on sale, and Editar. */
export function ModuleList({ modules }: { modules: Module[] }) {
  return (
    <AdminTable items={modules} label="Módulos" itemHeader="Módulo" edit="editar-modulo" columns={COLUMNS} />
  );
}
