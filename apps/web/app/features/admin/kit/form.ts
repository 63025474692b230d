// The admin forms' kit, in one import: the form and its save, bound fields, and values read from the schema.
export { AdminForm } from './AdminForm';
export { CapacityField, fieldsFor, InstallmentsField, KindField, PriceFields } from './fields';
export { LINK_INPUT, PRICE_INPUT } from './inputKinds';
export { emptyValues, recordValues } from './schemaFields';
export { useSaveForm } from './useSaveForm';
