import type { Route } from './+types/admin-datos-de-pago';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { readPaymentSettings } from '../features/admin/payments/api';
import { PaymentSettingsForm } from '../features/admin/payments/PaymentSettingsForm';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ settings: await readPaymentSettings() }));

/** 'Datos de pago' (/admin/datos-de-pago): the owner's bank account, instructions for abroad, early price. */
export default function PaymentSettingsTab({ loaderData }: Route.ComponentProps) {
  return <PaymentSettingsForm settings={loaderData.settings} />;
}
