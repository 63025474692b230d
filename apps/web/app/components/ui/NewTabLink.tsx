import type { ReactNode } from 'react';
import { messages } from '@constelaciones/contract/messages';

/**
 * A link that opens in a new tab, so that a half-filled form stays as it is; screen readers are told it
 * opens elsewhere.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {messages.legal.newTab}</span>
    </a>
  );
}
