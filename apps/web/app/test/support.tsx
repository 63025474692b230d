/*
 * What the component tests share. They run in jsdom (`// @vitest-environment jsdom` heads each file) and stub
 * the network at one seam, the typed client: each file replaces lib/client.ts with this module,
 *
 *   vi.mock('../../lib/client', () => import('../../test/support'));
 *
 * then says what an endpoint answers with `answer(endpoint, response)`. The response is typed by the contract
 * (what the server's handler may send) and parsed by the endpoint's schema, as the real client does, so a wrong
 * shape fails the typecheck or the test. A call nobody answered fails with the endpoint's path.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import Swal from 'sweetalert2';
import { afterAll, afterEach, expect, vi } from 'vitest';
import type {
  Endpoint,
  EndpointCall,
  EndpointResponse,
  EndpointResult,
  ErrorBody,
  Invoice,
  Purchase,
  User,
} from '@constelaciones/contract';
import { ApiError } from '../lib/api';
import type * as Client from '../lib/client';
import { AuthProvider } from '../features/auth/AuthProvider';
import { endSession, logIn } from '../features/auth/store';

// jsdom has no media queries; SweetAlert2 asks one (reduced motion) before it animates an icon.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// Lazy modules (the purchase flow, the recovery modal) compile on their first import: on a busy machine that
// takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
// A form filled field by field takes seconds of its own there, above Vitest's default five.
vi.setConfig({ testTimeout: 20_000 });

// jsdom does not scroll; React Router restores the scroll position on navigation.
window.scrollTo = () => {};

// Nor object URLs, which the admin's image fields use for their previews.
URL.createObjectURL ??= () => 'blob:vista-previa';
URL.revokeObjectURL ??= () => {};

type Answer<E extends Endpoint> = (
  input: EndpointCall<E>,
) => EndpointResponse<E> | Promise<EndpointResponse<E>>;

const answers = new Map<Endpoint, Answer<Endpoint>>();
const sent: { endpoint: Endpoint; input: unknown }[] = [];

/** What the endpoint answers from now on: a body, or a function of the call's input (e.g. a held promise). */
export function answer<E extends Endpoint>(endpoint: E, response: EndpointResponse<E> | Answer<E>): void {
  const reply = typeof response === 'function' ? (response as Answer<E>) : () => response;
  answers.set(endpoint, reply as Answer<Endpoint>);
}

/** The endpoint fails as the server does: a non-2xx status and its `{ msg, errors }` body. */
export function refuse(endpoint: Endpoint, status: number, body: ErrorBody): void {
  answers.set(endpoint, () => Promise.reject(new ApiError(status, body)));
}

/** The inputs sent to an endpoint, in order. */
export const callsTo = <E extends Endpoint>(endpoint: E) =>
  sent.filter((entry) => entry.endpoint === endpoint).map((entry) => entry.input as EndpointCall<E>);

async function reply<E extends Endpoint>(endpoint: E, input: EndpointCall<E>): Promise<unknown> {
  sent.push({ endpoint, input });
  const stub = answers.get(endpoint) as Answer<E> | undefined;
  if (!stub) throw new Error(`Sin respuesta de prueba para ${endpoint.method} ${endpoint.path}`);
  return stub(input);
}

/** Stands in for lib/client.ts's `call`: the stubbed answer, parsed by the endpoint's response schema. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointCall<E>,
): Promise<EndpointResult<E>> {
  return endpoint.response.parse(await reply(endpoint, input)) as EndpointResult<E>;
}

/** Stands in for lib/client.ts's `download`: the call is recorded (see `callsTo`), no file is made. */
export async function download<E extends Endpoint>(endpoint: E, input: EndpointCall<E>): Promise<void> {
  await reply(endpoint, input);
}

// This module must keep the real client's shape to stand in for it.
({ call, download }) satisfies typeof Client;

/** A promise the test settles when it wants: an answer held while the screen shows it is waiting. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/** The session a screen is shown with: none, a logged-in user, or still being checked ('loading'). */
export type Session = User | null | 'loading';

/**
 * Renders a screen inside a memory router at `at` (a path, or a location with its history state; every path
 * shows the screen) and the app's AuthProvider with that session. `router.state.location` is where the screen
 * navigated to.
 */
export function renderScreen(
  ui: ReactNode,
  { at = '/', session = null }: { at?: InitialEntry; session?: Session } = {},
) {
  if (session && session !== 'loading') logIn('token-de-prueba', session);
  else endSession();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] });
  const app = <RouterProvider router={router} />;
  // Without the provider the screen sees the state the server renders with: the session still loading.
  const result = render(session === 'loading' ? app : <AuthProvider>{app}</AuthProvider>);
  return { ...result, router, user: userEvent.setup({ delay: null }) };
}

/**
 * The SweetAlert2 popup titled so, once it is on screen (it fades in: shown a moment after it is added), with
 * `text` when given.
 */
export async function findPopup(title: string, text?: string): Promise<HTMLElement> {
  const popup = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(popup).toBeVisible());
  if (text !== undefined) expect(within(popup).getByText(text)).toBeVisible();
  return popup;
}

/** The error toast (a SweetAlert2 toast, titled with the message) that says `text`, once it is on screen. */
export async function findToast(text: string): Promise<HTMLElement> {
  const toast = await screen.findByRole('alert', { name: text });
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/** Waits for the message under a field, read with it (its accessible description): the rules run async. */
export const expectFieldMessage = (field: HTMLElement, message: string) =>
  waitFor(() => expect(field).toHaveAccessibleDescription(message));

const UUIDS = {
  user: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0001',
  purchase: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0002',
  item: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0003',
};

/** A student with a complete profile, in Argentina. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: UUIDS.user,
  firstName: 'Ana',
  lastName: 'Perez',
  name: 'Ana Perez',
  username: 'anaperez',
  email: 'ana@example.com',
  phone: '1145678901',
  country: 'Argentina',
  dateOfBirth: '1990-05-17',
  avatar: '',
  role: 'USER',
  modules: [],
  ...overrides,
});

/** A pending purchase of an activity, to pay by transfer. */
export const aPurchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  _id: UUIDS.purchase,
  user_id: {
    _id: UUIDS.user,
    firstName: 'Ana',
    lastName: 'Perez',
    country: 'Argentina',
    dateOfBirth: '1990-05-17',
    email: 'ana@example.com',
    phone: '1145678901',
    document: null,
  },
  wayToPay: 'transfer',
  pay: false,
  finish: false,
  inscription: { _id: UUIDS.item, title: 'Charla abierta' },
  inscriptionModel: 'Activity',
  state: 'pending',
  amount: 5000,
  currency: 'ARS',
  reference: 'INS-7K3F9Q',
  deadline: '2030-03-20T03:00:00.000Z',
  courseDate: null,
  paidAt: null,
  paidByOperation: null,
  refundedAmount: 0,
  installments: null,
  paidTotal: null,
  netReceived: null,
  discountCode: null,
  discount: 0,
  createdAt: '2030-03-10T15:00:00.000Z',
  ...overrides,
});

/** An authorised Factura C of `aPurchase`, in pesos. */
export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0900',
  purchaseId: UUIDS.purchase,
  kind: 'invoice',
  state: 'authorised',
  number: '00003-00000012',
  date: '2030-03-12',
  total: 25000,
  currency: 'ARS',
  buyer: 'Ana Perez',
  item: 'Charla abierta',
  reference: 'INS-7K3F9Q',
  cae: '75123456789012',
  caeDue: '2030-03-22',
  environment: 'produccion',
  problem: null,
  ...overrides,
});

/** An image as an admin form's file field takes it. */
export const anImage = (name = 'foto.png') => new File(['png'], name, { type: 'image/png' });

/** The id of the item `aPurchase` buys. */
export const ITEM_ID = UUIDS.item;

afterEach(() => {
  cleanup();
  answers.clear();
  sent.length = 0;
  endSession();
  // A popup still on screen would close by its timer after the file is done.
  Swal.close();
  document.body.innerHTML = '';
});

// SweetAlert2 gives the focus back 100 ms after a popup closes: let it, before the file's jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
