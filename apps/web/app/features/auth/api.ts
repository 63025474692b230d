import {
  authEndpoints,
  captchaEndpoints,
  profileEndpoints,
  socialLoginEndpoints,
  type GoogleLoginInput,
  type LoginInput,
  type NewPasswordPayloadInput,
  type RegisterPayloadInput,
} from '@constelaciones/contract';
import { call } from '../../lib/client';

/*
 * The account calls, through the typed client. Those before a login send no token (`token: null`): a stale
 * one must not make the server refuse them. The session store loads this module only when it has a call to
 * make, since the client and the endpoint table pull zod into an anonymous visitor's first load otherwise.
 */
const anonymous = { token: null };

export const logIn = (body: LoginInput) => call(authEndpoints.login, { body }, anonymous);

export const register = (body: RegisterPayloadInput) => call(authEndpoints.register, { body }, anonymous);

/** The token of the e-mailed link /confirm/{token}: single use. */
export const confirmAccount = (token: string) =>
  call(authEndpoints.confirm, { params: { token } }, anonymous);

export const resendConfirmation = (email: string) =>
  call(authEndpoints.resendConfirmation, { body: { email } }, anonymous);

export const requestRecovery = (email: string) =>
  call(authEndpoints.recovery, { body: { email } }, anonymous);

export const setNewPassword = (body: NewPasswordPayloadInput) =>
  call(authEndpoints.recoveryPassword, { body }, anonymous);

/** The stored session's account, checked with that session's token. */
export const relogged = (token: string) => call(authEndpoints.relogged, {}, { token });

export const logOut = (token: string) => call(authEndpoints.logout, {}, { token });

export const adminProfile = (token: string) => call(profileEndpoints.adminProfile, {}, { token });

export const socialLoginConfig = () => call(socialLoginEndpoints.oidcConfig, {}, anonymous);

export const startSocialLogin = () => call(socialLoginEndpoints.oidcStart, {}, anonymous);

export const socialLogIn = (body: GoogleLoginInput) =>
  call(socialLoginEndpoints.googleLogin, { body }, anonymous);

export const captchaConfig = () => call(captchaEndpoints.config, {}, anonymous);
