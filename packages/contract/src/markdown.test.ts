import { describe, expect, it } from 'vitest';
import { markdownAsText, renderArticleMarkdown } from './markdown';

describe('renderArticleMarkdown', () => {
  it('renders headings, lists, emphasis and paragraphs', () => {
    const html = renderArticleMarkdown(
      '## Los tres órdenes\n\nUn texto con **negrita** y *cursiva*.\n\n- Pertenencia\n- Jerarquía\n\n1. Uno\n2. Dos',
    );
    expect(html).toContain('<h2>Los tres órdenes</h2>');
    expect(html).toContain('<p>Un texto con <strong>negrita</strong> y <em>cursiva</em>.</p>');
    expect(html).toContain('<ul>\n<li>Pertenencia</li>\n<li>Jerarquía</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>Uno</li>\n<li>Dos</li>\n</ol>');
  });

  it('keeps the page title the only h1', () => {
    expect(renderArticleMarkdown('# Título')).toBe('<h2>Título</h2>\n');
    expect(renderArticleMarkdown('### Subtítulo')).toBe('<h3>Subtítulo</h3>\n');
  });

  it('renders site-relative, web and mail links; only external ones get rel', () => {
    expect(renderArticleMarkdown('Mirá [el calendario](/calendario).')).toBe(
      '<p>Mirá <a href="/calendario">el calendario</a>.</p>\n',
    );
    expect(renderArticleMarkdown('[Sitio](https://example.com/a?b=1&c=2 "Un título")')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="Un título" rel="noopener noreferrer">Sitio</a></p>\n',
    );
    expect(renderArticleMarkdown('[Escribime](mailto:hola@example.com)')).toBe(
      '<p><a href="mailto:hola@example.com">Escribime</a></p>\n',
    );
  });

  it('shows raw HTML as text instead of running it', () => {
    const block = renderArticleMarkdown('<script>alert(1)</script>');
    expect(block).not.toContain('<script');
    expect(block).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const inline = renderArticleMarkdown('Hola <img src=x onerror=alert(1)> chau');
    expect(inline).not.toContain('<img');
    expect(inline).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const inList = renderArticleMarkdown('- <b onmouseover="alert(1)">uno</b>');
    expect(inList).not.toMatch(/<b[\s>]/);
    expect(inList).toContain('&lt;b onmouseover=&quot;alert(1)&quot;&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JavaScript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox(1))',
    '[x](//evil.example.com)',
    '[x](/\\evil.example.com)',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('drops the target of the unsafe link %j, keeping its text', (markdown) => {
    const html = renderArticleMarkdown(markdown);
    expect(html).not.toContain('href');
    expect(html).not.toContain('<a');
    expect(html).toContain('x');
  });

  it('never renders Markdown images, only their description', () => {
    const html = renderArticleMarkdown(
      '![Una foto](https://example.com/a.png) y ![otra](x" onerror="alert(1))',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('src=');
    expect(html).toContain('Una foto');
  });

  it('escapes text and code', () => {
    expect(renderArticleMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>\n');
    expect(renderArticleMarkdown('`<i>código</i>`')).toBe('<p><code>&lt;i&gt;código&lt;/i&gt;</code></p>\n');
  });
});

describe('renderArticleMarkdown for an e-mail', () => {
  it("writes the site's links absolute, and leaves the others as they are", () => {
    const html = renderArticleMarkdown('[Calendario](/calendario) y [otro](https://example.com/x)', {
      origin: 'https://sitio.test',
    });
    expect(html).toContain('<a href="https://sitio.test/calendario">Calendario</a>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">otro</a>');
    expect(renderArticleMarkdown('[Calendario](/calendario)')).toContain('<a href="/calendario">');
  });
});

describe('markdownAsText', () => {
  it('keeps the words, a blank line between blocks, lists by line, and each address in brackets', () => {
    const text = markdownAsText(
      '## Taller de otoño\n\nEl sábado, **en Palermo**. Mirá el [calendario](/calendario).\n\n- Uno\n- Dos\n\n[x](javascript:alert(1))',
      { origin: 'https://sitio.test' },
    );
    expect(text).toBe(
      'Taller de otoño\n\nEl sábado, en Palermo. Mirá el calendario (https://sitio.test/calendario).\n\n- Uno\n- Dos\n\nx',
    );
  });
});
