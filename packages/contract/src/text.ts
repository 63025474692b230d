import { messages } from './messages';

/** The specification's shortening rule: texts over 50 characters are cut to 100 and marked. */
const SHORTEN_ABOVE = 50;
const SHORTEN_TO = 100;
/** The transfer modal shows the product description only below this length. */
const TRANSFER_DESCRIPTION_BELOW = 100;

/** The first `length` UTF-16 units of `text`, one less if the cut would split an emoji or other surrogate pair. */
function cut(text: string, length: number): string {
  const last = text.charCodeAt(length - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, splitsPair ? length - 1 : length);
}

function shorten(text: string, mark: string): string {
  return text.length > SHORTEN_ABOVE ? cut(text, SHORTEN_TO) + mark : text;
}

/** Activity cards: over 50 characters, the first 100 followed by ' [Seguir leyendo...]'. */
export function shortenForCard(text: string): string {
  return shorten(text, messages.text.readMore);
}

/** Admin article list: over 50 characters, the first 100 followed by ' [...]'. */
export function shortenForAdminList(text: string): string {
  return shorten(text, messages.text.truncated);
}

export function showsTransferDescription(description: string): boolean {
  return description.length < TRANSFER_DESCRIPTION_BELOW;
}

/** Search engines show about this many characters of a page's description. */
const META_DESCRIPTION_MAX = 155;

/**
 * A meta description of at most 155 characters: longer texts are cut at the last whole word that fits
 * and end with '…'.
 */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const room = cut(clean, META_DESCRIPTION_MAX - 1);
  const lastSpace = room.lastIndexOf(' ');
  const endsOnWord = clean[room.length] === ' ';
  const words = endsOnWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${words.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** Escaped ASCII characters are parked in the Unicode private use area, from U+E000. */
const ESCAPED = 0xe000;

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Markdown (and stray HTML) reduced to its words on one line, for excerpts and meta descriptions. */
export function plainTextFromMarkdown(markdown: string): string {
  return (
    markdown
      // backslash escapes (\*) stand for the character itself: hidden from the rules below, restored after
      .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, (_, char: string) =>
        String.fromCharCode(ESCAPED + char.charCodeAt(0)),
      )
      // fences of code blocks (their content stays)
      .replace(/^\s*(?:```|~~~).*$/gm, ' ')
      // autolinks <https://…> keep their address; other tags go
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // images and links keep their text: ![alt](src), [text](href "title"), [text][ref]
      .replace(/!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
      // reference definitions: [ref]: https://…
      .replace(/^\s{0,3}\[[^\]]+\]:\s+\S+.*$/gm, ' ')
      // thematic breaks, then headings, block quotes and list markers at the start of lines
      .replace(/^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/gm, ' ')
      .replace(/^\s{0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/gm, '$1')
      .replace(/^\s{0,3}(?:>\s?)+/gm, '')
      .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/gm, '')
      // emphasis, strike-through and inline code keep their content
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*]*?\S)\*/g, '$1')
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      // escaped characters back
      .replace(/[\uE000-\uE07F]/g, (hidden) => String.fromCharCode(hidden.charCodeAt(0) - ESCAPED))
      // the few entities an editor types
      .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => HTML_ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A file name's stem from a title: its letters and digits without accents, e.g. 'modulo-3-en-directo'. */
export function fileSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
