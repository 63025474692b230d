import { createContext, useContext } from 'react';

/**
 * The public stylesheet's text, set on the server only (entry.server.tsx) and written into the page's
 * <head>, so that the first paint needs nothing after the HTML. In the browser it stays in the DOM.
 */
export const PublicStylesContext = createContext('');
export const usePublicStyles = () => useContext(PublicStylesContext);
