import { messages } from '@constelaciones/contract/messages';

/*
 * The spec's helper popups, on SweetAlert2. The library is loaded the first time a popup shows, so it never
 * weighs on a page's first load.
 */

/** The spec's default duration of a popup. */
const POPUP_MS = 1500;
/** An error toast stays long enough to read a sentence. */
const TOAST_MS = 4000;

const loadSwal = () => import('sweetalert2').then((module) => module.default);

/** Buttons in the site's style rather than SweetAlert2's own colours. */
const buttons = {
  buttonsStyling: false,
  customClass: { confirmButton: 'btn btn-primary m-1', cancelButton: 'btn btn-outline-secondary m-1' },
} as const;

/** Icon error, title 'Oops...', the text; closes by itself. */
export async function showError(text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'error', title: messages.popup.errorTitle, text, timer: POPUP_MS, ...buttons });
}

/**
 * Icon success, title 'OK', the text, no confirm button, centred on white; closes by itself. `onShown` runs once
 * it is on screen (the library loads on first use, so that can be a while after the call).
 */
export async function showSuccess(text: string, onShown?: () => void): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    icon: 'success',
    title: messages.popup.successTitle,
    text,
    showConfirmButton: false,
    position: 'center',
    background: '#fff',
    timer: POPUP_MS,
    didOpen: onShown,
  });
}

/** A server's message about a failure, as a toast in the corner that does not block the page. */
export async function showErrorToast(text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'error',
    title: text,
    showConfirmButton: false,
    timer: TOAST_MS,
    timerProgressBar: true,
  });
}

/**
 * Asks a yes/no question (with what it means, if said); resolves true when the visitor confirms. The other button
 * says 'Cancelar' unless told otherwise.
 */
export async function confirmAction(
  question: string,
  confirmText: string,
  text?: string,
  cancelText = 'Cancelar',
): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'question',
    title: question,
    ...(text && { text }),
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    reverseButtons: true,
    ...buttons,
  });
  return result.isConfirmed;
}
