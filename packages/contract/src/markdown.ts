import { Marked, type Token, type Tokens } from 'marked';

/**
 * Articles are written in Markdown by the admin. The public page renders them in its server loader (so
 * `marked` never reaches a public page's bundle) and the admin editor's preview uses the same rules.
 * The output is safe to inject: raw HTML is shown as text, links keep only harmless targets and
 * Markdown images are not rendered.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const EXTERNAL = /^(?:https?:\/\/)/i;
const MAIL = /^mailto:/i;
/** '/calendario', not '//host' nor '/\host', which browsers read as another site. */
const SITE_RELATIVE = /^\/(?![/\\])/;

/**
 * The link target to write, or null when the link must become plain text; a link within the site gets
 * `origin` before it (an e-mail's links must be absolute).
 */
function safeHref(href: string, origin: string): string | null {
  const target = href.trim();
  const relative = SITE_RELATIVE.test(target);
  if (!EXTERNAL.test(target) && !MAIL.test(target) && !relative) return null;
  try {
    // Percent-encodes spaces, quotes and the like; an already encoded '%xx' stays as it is.
    const encoded = encodeURI(target).replace(/%25([0-9a-f]{2})/gi, '%$1');
    return relative ? `${origin}${encoded}` : encoded;
  } catch {
    return null; // a lone surrogate cannot be encoded
  }
}

const markdownFor = (origin: string) =>
  new Marked({
    gfm: true,
    renderer: {
      // Raw HTML, block or inline, is shown as the text it is.
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        const shown = escapeHtml(text);
        return block ? `<p>${shown.trim()}</p>\n` : shown;
      },
      // The page's title is its only h1: a Markdown '#' becomes an h2.
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(depth, 2);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = safeHref(href, origin);
        if (target === null) return text;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        // Only another site's links: the site's own, made absolute for an e-mail, are still its own.
        const rel = EXTERNAL.test(href.trim()) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute}${rel}>${text}</a>`;
      },
      // Article pictures come from the article's own image, with its alt text; Markdown images are not shown.
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
    },
  });

const renderers = new Map<string, Marked>();

/**
 * An article's (or a newsletter's) Markdown as HTML that is safe to inject into a page or an e-mail; links within
 * the site begin with `origin` when given (the site's public address, for an e-mail).
 */
export function renderArticleMarkdown(markdown: string, { origin = '' } = {}): string {
  let renderer = renderers.get(origin);
  if (!renderer) renderers.set(origin, (renderer = markdownFor(origin)));
  return renderer.parse(markdown, { async: false });
}

/** Inline tokens as the words they show; a link as its words and, in brackets, its address. */
function inlineText(tokens: readonly Token[], origin: string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'link': {
          const words = inlineText(token.tokens ?? [], origin);
          const target = safeHref(token.href, origin);
          return target === null || target === words ? words : `${words} (${target})`;
        }
        case 'br':
          return '\n';
        case 'strong':
        case 'em':
        case 'del':
        case 'text':
          return 'tokens' in token && token.tokens ? inlineText(token.tokens, origin) : token.text;
        case 'codespan':
        case 'escape':
        case 'image':
        case 'html':
          return token.text;
        default:
          return token.raw;
      }
    })
    .join('');
}

/** Block tokens as plain text, a blank line between blocks; a list's items each on a line of its own. */
function blockText(tokens: readonly Token[], origin: string): string {
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'heading':
        case 'paragraph':
          return inlineText(token.tokens ?? [], origin);
        case 'text':
          return 'tokens' in token && token.tokens ? inlineText(token.tokens, origin) : token.text;
        case 'list':
          return (token as Tokens.List).items
            .map((item, index) => {
              const marker = (token as Tokens.List).ordered ? `${index + 1}.` : '-';
              return `${marker} ${blockText(item.tokens, origin)}`;
            })
            .join('\n');
        case 'blockquote':
          return blockText(token.tokens ?? [], origin);
        case 'code':
        case 'html':
          return token.text;
        default:
          return '';
      }
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/**
 * The same Markdown as plain text, for an e-mail's text part: its words, a blank line between paragraphs, and
 * each link as its words with its address in brackets (the site's own made absolute with `origin`).
 */
export function markdownAsText(markdown: string, { origin = '' } = {}): string {
  return blockText(markdownFor(origin).lexer(markdown), origin);
}
