// The CSS of every public page, compiled by Vite (fonts' urls point at the hashed /assets files). Imported by
// the server entry only: the browser gets it inside the HTML, never as a render-blocking stylesheet.
import montserrat300 from '@fontsource/montserrat/latin-300.css?inline';
import arimo400 from '@fontsource/arimo/latin-400.css?inline';
import arimo700 from '@fontsource/arimo/latin-700.css?inline';
import app from './app.scss?inline';

export const publicStyles = [montserrat300, arimo400, arimo700, app].join('\n');
