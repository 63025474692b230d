import type { CaptchaConfigResponse } from '@constelaciones/contract';

/** The registration form's proof that a person is there: ALTCHA (offline) or Google reCAPTCHA. */
export interface Captcha {
  /** What the web needs to show the right widget. */
  readonly config: CaptchaConfigResponse;
  /**
   * Whether `solution` (the form's `altcha` field) is valid, fresh and unused; accepting it uses it up.
   * `remoteIp` is passed on to providers that weigh it.
   */
  verify(solution: string, remoteIp: string): Promise<boolean>;
}
