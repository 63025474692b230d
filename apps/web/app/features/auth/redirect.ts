import { paths } from '../../lib/paths';

/** The login page, asked to bring the visitor back to `target` (a path of this site) afterwards. */
export function loginHref(target: string): string {
  return `${paths.login}?${new URLSearchParams({ redirectTo: target })}`;
}

/**
 * Where to go after logging in: `redirectTo` when it is a path of this site, the home page otherwise
 * (never another origin: '//evil.example', '/\evil.example' or 'https://…' are refused).
 */
export function redirectTarget(redirectTo: string | null): string {
  if (!redirectTo || !redirectTo.startsWith('/') || /^\/[/\\]/.test(redirectTo)) return paths.home;
  return redirectTo;
}
