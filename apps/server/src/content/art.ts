/**
 * Generated demo artwork: calm, abstract SVG pictures in the brand palette, deterministic from a seed.
 * Only basic SVG (rect, circle, ellipse, line, path, gradients, transforms) so librsvg (sharp) renders it.
 */

export type ArtKind = 'banner' | 'portrait' | 'activity' | 'article' | 'avatar' | 'slide' | 'poster';

export interface ArtSpec {
  seed: string;
  width: number;
  height: number;
  kind: ArtKind;
  /** Used only by avatars: the person's name, drawn as initials. */
  label?: string;
}

const ROSE = '#9d6b6c';
const ROSE_DEEP = '#8c5d5e';
const ROSE_DARK = '#6e4a4b';
const CREAM = '#f6efe9';
const SAGE = '#a3b18a';
const TEAL = '#6b8f8c';
const SAND = '#d9c2a7';
const BLUSH = '#e8d3cf';
/** Hair tones for people seen from above. */
const HAIR = [ROSE_DARK, '#5a4744', '#7b5a4a', '#9c7d62'] as const;

type Rng = () => number;

/** FNV-1a hash of the seed, then mulberry32. */
function createRng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

function pick<T>(rng: Rng, items: readonly [T, ...T[]]): T {
  return items[Math.floor(rng() * items.length)] ?? items[0];
}

/** Rounds to one decimal to keep the documents small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Scheme {
  /** Background gradient, top to bottom. */
  sky: [string, string, string];
  /** Soft glows floating on the background. */
  glows: [string, ...string[]];
  /** Lines and stars of the constellation. */
  star: string;
  line: string;
  /** Colours for people, hills and shapes. */
  accents: [string, ...string[]];
}

const SCHEMES: readonly [Scheme, ...Scheme[]] = [
  {
    // Dusk: deep rose fading into warm cream.
    sky: [ROSE_DEEP, ROSE, '#e9d6cc'],
    glows: [SAND, BLUSH, TEAL],
    star: CREAM,
    line: CREAM,
    accents: [SAGE, SAND, TEAL, CREAM],
  },
  {
    // Dawn: cream with blush and sand.
    sky: [CREAM, '#f1e1d8', '#e6cfc2'],
    glows: [ROSE, SAND, SAGE],
    star: ROSE_DEEP,
    line: ROSE,
    accents: [ROSE, SAGE, TEAL, SAND],
  },
  {
    // Evening garden: muted teal to sage and cream.
    sky: ['#5f807d', TEAL, '#c9cfb4'],
    glows: [SAGE, CREAM, ROSE],
    star: CREAM,
    line: CREAM,
    accents: [ROSE, SAND, CREAM, SAGE],
  },
  {
    // Sand and rose, very light.
    sky: ['#efe2d6', SAND, '#caa79a'],
    glows: [CREAM, ROSE, SAGE],
    star: CREAM,
    line: ROSE_DEEP,
    accents: [ROSE_DEEP, TEAL, SAGE, CREAM],
  },
];

interface Canvas {
  rng: Rng;
  w: number;
  h: number;
  defs: string[];
  body: string[];
  scheme: Scheme;
  nextId: number;
}

function gradientId(c: Canvas): string {
  c.nextId += 1;
  return `g${c.nextId}`;
}

function background(c: Canvas, angle: 'vertical' | 'diagonal'): void {
  const id = gradientId(c);
  const [a, b, d] = c.scheme.sky;
  const coords = angle === 'vertical' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  c.defs.push(
    `<linearGradient id="${id}" ${coords}><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${d}"/></linearGradient>`,
  );
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`);
}

/** A blurred-looking disc made with a radial gradient that fades to transparent. */
function glow(c: Canvas, cx: number, cy: number, r: number, color: string, opacity: number): void {
  const id = gradientId(c);
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity.toFixed(2)}"/><stop offset="0.6" stop-color="${color}" stop-opacity="${(opacity * 0.35).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"/>`);
}

function glows(c: Canvas, count: number): void {
  const size = Math.max(c.w, c.h);
  for (let i = 0; i < count; i++) {
    glow(
      c,
      between(c.rng, 0, c.w),
      between(c.rng, 0, c.h),
      between(c.rng, size * 0.25, size * 0.55),
      pick(c.rng, c.scheme.glows),
      between(c.rng, 0.25, 0.45),
    );
  }
}

/** Tiny scattered dust of stars. */
function dust(c: Canvas, count: number, area: { x: number; y: number; w: number; h: number }): void {
  const unit = Math.min(c.w, c.h) / 400;
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = area.x + c.rng() * area.w;
    const y = area.y + c.rng() * area.h;
    dots.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(c.rng, 0.5, 1.4) * unit)}" opacity="${between(c.rng, 0.25, 0.7).toFixed(2)}"/>`,
    );
  }
  c.body.push(`<g fill="${c.scheme.star}">${dots.join('')}</g>`);
}

interface Point {
  x: number;
  y: number;
}

/** Stars joined by thin lines: a minimum spanning tree plus one or two extra links, like a drawn constellation. */
function constellation(
  c: Canvas,
  count: number,
  area: { x: number; y: number; w: number; h: number },
): Point[] {
  const unit = Math.min(c.w, c.h) / 400;
  const points: Point[] = [];
  const minGap = Math.min(area.w, area.h) / (count * 0.9);
  for (let tries = 0; points.length < count && tries < count * 40; tries++) {
    const p = { x: area.x + c.rng() * area.w, y: area.y + c.rng() * area.h };
    if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) > minGap)) points.push(p);
  }
  const edges: [number, number][] = [];
  const inTree = new Set<number>([0]);
  while (inTree.size < points.length) {
    let best: [number, number] | null = null;
    let bestDist = Infinity;
    for (const i of inTree) {
      for (let j = 0; j < points.length; j++) {
        if (inTree.has(j)) continue;
        const a = points[i];
        const b = points[j];
        if (!a || !b) continue;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d < bestDist) {
          bestDist = d;
          best = [i, j];
        }
      }
    }
    if (!best) break;
    edges.push(best);
    inTree.add(best[1]);
  }
  if (points.length > 4) {
    // Close one small loop, as real constellation drawings often do.
    const a = Math.floor(c.rng() * points.length);
    let nearest = -1;
    let nearestDist = Infinity;
    points.forEach((p, j) => {
      const pa = points[a];
      if (!pa || j === a || edges.some(([x, y]) => (x === a && y === j) || (x === j && y === a))) return;
      const d = Math.hypot(p.x - pa.x, p.y - pa.y);
      if (d < nearestDist) {
        nearestDist = d;
        nearest = j;
      }
    });
    if (nearest >= 0) edges.push([a, nearest]);
  }
  const lines = edges
    .map(([i, j]) => {
      const a = points[i];
      const b = points[j];
      if (!a || !b) return '';
      return `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}"/>`;
    })
    .join('');
  c.body.push(
    `<g stroke="${c.scheme.line}" stroke-width="${n(Math.max(0.8, unit * 0.9))}" stroke-opacity="0.55" stroke-linecap="round">${lines}</g>`,
  );
  const haloId = gradientId(c);
  c.defs.push(
    `<radialGradient id="${haloId}"><stop offset="0" stop-color="${c.scheme.star}" stop-opacity="0.6"/><stop offset="1" stop-color="${c.scheme.star}" stop-opacity="0"/></radialGradient>`,
  );
  const stars = points
    .map((p) => {
      const r = between(c.rng, 1.6, 3.2) * unit;
      return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 4)}" fill="url(#${haloId})"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r)}" fill="${c.scheme.star}"/>`;
    })
    .join('');
  c.body.push(`<g>${stars}</g>`);
  return points;
}

/** Gentle layered hills along the bottom edge. */
function hills(c: Canvas, layers: number, top: number): void {
  const colors = [SAND, SAGE, ROSE, TEAL];
  for (let l = 0; l < layers; l++) {
    const base = top + ((c.h - top) * l) / layers;
    const amp = (c.h - top) * between(c.rng, 0.12, 0.28);
    const waves = between(c.rng, 1.2, 2.4);
    const phase = c.rng() * Math.PI * 2;
    const steps = 24;
    let d = `M0 ${n(c.h)} L0 ${n(base + Math.sin(phase) * amp)}`;
    for (let s = 1; s <= steps; s++) {
      const x = (c.w * s) / steps;
      const y = base + Math.sin((s / steps) * Math.PI * waves + phase) * amp;
      const px = (c.w * (s - 0.5)) / steps;
      const py = base + Math.sin(((s - 0.5) / steps) * Math.PI * waves + phase) * amp;
      d += ` Q${n(px)} ${n(py)} ${n(x)} ${n(y)}`;
    }
    d += ` L${n(c.w)} ${n(c.h)} Z`;
    const color = colors[(l + Math.floor(c.rng() * 2)) % colors.length] ?? SAND;
    c.body.push(`<path d="${d}" fill="${color}" opacity="${(0.4 + l * 0.12).toFixed(2)}"/>`);
  }
}

/** One person seen from above: shoulders (a capsule tangent to the circle) and the head, facing `facing`. */
function personFromAbove(
  cx: number,
  cy: number,
  facing: number,
  size: number,
  body: string,
  hair: string,
): string {
  const deg = (facing * 180) / Math.PI + 90;
  const sh = size * 1.1;
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(deg)})">` +
    `<rect x="${n(-size)}" y="${n(-sh / 2)}" width="${n(size * 2)}" height="${n(sh)}" rx="${n(sh * 0.48)}" fill="${body}"/>` +
    `<circle cx="0" cy="${n(-size * 0.06)}" r="${n(size * 0.4)}" fill="${hair}"/>` +
    `</g>`
  );
}

/** A circle of people seen from above, with representatives standing inside joined by thin lines. */
function circleOfPeople(c: Canvas, cx: number, cy: number, radius: number): void {
  const rug = gradientId(c);
  c.defs.push(
    `<radialGradient id="${rug}"><stop offset="0" stop-color="#f4e7de" stop-opacity="0.85"/><stop offset="0.7" stop-color="#f4e7de" stop-opacity="0.4"/><stop offset="1" stop-color="${CREAM}" stop-opacity="0"/></radialGradient>`,
  );
  c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 1.45)}" fill="url(#${rug})"/>`);
  c.body.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.78)}" fill="none" stroke="${ROSE}" stroke-opacity="0.25" stroke-width="${n(radius * 0.01 + 0.5)}" stroke-dasharray="${n(radius * 0.02)} ${n(radius * 0.04)}"/>`,
  );
  const count = Math.floor(between(c.rng, 12, 17));
  const size = Math.min(radius * 0.13, ((2 * Math.PI * radius) / count) * 0.36);
  const bodies = [ROSE, SAGE, TEAL, SAND, ROSE_DEEP] as const;
  const people: string[] = [];
  const start = c.rng() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const angle = start + (i / count) * Math.PI * 2 + between(c.rng, -0.05, 0.05);
    const r = radius * between(c.rng, 0.97, 1.03);
    const x = cx + Math.cos(angle) * r;
    const y = cy + Math.sin(angle) * r;
    // Facing the centre.
    people.push(personFromAbove(x, y, angle + Math.PI, size, pick(c.rng, bodies), pick(c.rng, HAIR)));
  }
  // Representatives inside the circle, placed in a loose constellation.
  const reps = Math.floor(between(c.rng, 3, 6));
  const points: { x: number; y: number; facing: number }[] = [];
  for (let tries = 0; points.length < reps && tries < 200; tries++) {
    const a = c.rng() * Math.PI * 2;
    const d = Math.sqrt(c.rng()) * radius * 0.55;
    const p = { x: cx + Math.cos(a) * d, y: cy + Math.sin(a) * d, facing: c.rng() * Math.PI * 2 };
    if (points.every((q) => Math.hypot(p.x - q.x, p.y - q.y) > size * 3)) points.push(p);
  }
  const links: string[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) links.push(`<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}"/>`);
  }
  c.body.push(
    `<g stroke="${ROSE_DEEP}" stroke-opacity="0.45" stroke-width="${n(Math.max(0.8, size * 0.06))}" stroke-linecap="round" stroke-dasharray="${n(size * 0.25)} ${n(size * 0.2)}">${links.join('')}</g>`,
  );
  const repColors = [ROSE_DEEP, TEAL, SAGE, ROSE, SAND] as const;
  points.forEach((p, i) => {
    people.push(
      personFromAbove(
        p.x,
        p.y,
        p.facing,
        size * 0.95,
        repColors[i % repColors.length] ?? ROSE,
        pick(c.rng, HAIR),
      ),
    );
  });
  c.body.push(`<g>${people.join('')}</g>`);
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const x = (pa >> shift) & 255;
    const y = (pb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** A calm stylised bust, head and shoulders, in soft silhouette tones with a halo behind. */
function figure(c: Canvas, cx: number, baseY: number, s: number, color: string): void {
  const headRx = s * 0.24;
  const headRy = s * 0.3;
  const headY = baseY - s * 1.3;
  const neckW = s * 0.1;
  const neckTop = headY + headRy * 0.7;
  const neckBase = headY + headRy + s * 0.14;
  const shoulderW = s * 0.7;
  const shoulderY = neckBase + s * 0.32;
  glow(c, cx, headY + s * 0.1, s * 1.2, CREAM, 0.6);
  const hair = ROSE_DARK;
  const skin = mix(SAND, ROSE, 0.3);
  // Long hair behind the head, falling onto the shoulders.
  const hairBottom = neckBase + s * 0.22;
  c.body.push(
    `<path d="M${n(cx - headRx * 1.15)} ${n(headY)}` +
      ` C${n(cx - headRx * 1.2)} ${n(headY - headRy * 1.45)} ${n(cx + headRx * 1.2)} ${n(headY - headRy * 1.45)} ${n(cx + headRx * 1.15)} ${n(headY)}` +
      ` C${n(cx + headRx * 1.2)} ${n(headY + headRy)} ${n(cx + headRx * 1.45)} ${n(hairBottom - s * 0.1)} ${n(cx + headRx * 1.3)} ${n(hairBottom)}` +
      ` L${n(cx - headRx * 1.3)} ${n(hairBottom)}` +
      ` C${n(cx - headRx * 1.45)} ${n(hairBottom - s * 0.1)} ${n(cx - headRx * 1.2)} ${n(headY + headRy)} ${n(cx - headRx * 1.15)} ${n(headY)} Z" fill="${hair}"/>`,
  );
  // Neck.
  c.body.push(
    `<rect x="${n(cx - neckW)}" y="${n(neckTop)}" width="${n(neckW * 2)}" height="${n(neckBase - neckTop + s * 0.05)}" rx="${n(neckW * 0.5)}" fill="${mix(skin, ROSE_DARK, 0.25)}"/>`,
  );
  // Shoulders and torso.
  const id = gradientId(c);
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${mix(color, ROSE_DARK, 0.35)}"/></linearGradient>`,
  );
  c.body.push(
    `<path d="M${n(cx - neckW * 1.6)} ${n(neckBase)}` +
      ` C${n(cx - shoulderW * 0.35)} ${n(neckBase + s * 0.02)} ${n(cx - shoulderW * 0.92)} ${n(neckBase + s * 0.02)} ${n(cx - shoulderW)} ${n(shoulderY)}` +
      ` L${n(cx - shoulderW * 1.06)} ${n(baseY + 1)} L${n(cx + shoulderW * 1.06)} ${n(baseY + 1)} L${n(cx + shoulderW)} ${n(shoulderY)}` +
      ` C${n(cx + shoulderW * 0.92)} ${n(neckBase + s * 0.02)} ${n(cx + shoulderW * 0.35)} ${n(neckBase + s * 0.02)} ${n(cx + neckW * 1.6)} ${n(neckBase)}` +
      ` Q${n(cx)} ${n(neckBase + s * 0.16)} ${n(cx - neckW * 1.6)} ${n(neckBase)} Z" fill="url(#${id})"/>`,
  );
  // Face, then a side-swept fringe over its upper part.
  c.body.push(
    `<ellipse cx="${n(cx)}" cy="${n(headY + headRy * 0.08)}" rx="${n(headRx)}" ry="${n(headRy)}" fill="${skin}"/>`,
  );
  c.body.push(
    `<path d="M${n(cx - headRx * 1.12)} ${n(headY + headRy * 0.35)}` +
      ` C${n(cx - headRx * 1.25)} ${n(headY - headRy * 1.25)} ${n(cx + headRx * 1.25)} ${n(headY - headRy * 1.3)} ${n(cx + headRx * 1.12)} ${n(headY + headRy * 0.2)}` +
      ` C${n(cx + headRx * 0.7)} ${n(headY - headRy * 0.55)} ${n(cx - headRx * 0.1)} ${n(headY - headRy * 0.55)} ${n(cx - headRx * 0.75)} ${n(headY - headRy * 0.05)}` +
      ` C${n(cx - headRx * 0.95)} ${n(headY + headRy * 0.15)} ${n(cx - headRx * 1.02)} ${n(headY + headRy * 0.3)} ${n(cx - headRx * 1.12)} ${n(headY + headRy * 0.35)} Z" fill="${hair}"/>`,
  );
}

/** A small standing silhouette, as seen from afar. */
function standingFigure(x: number, groundY: number, height: number, color: string): string {
  const r = height * 0.11;
  const headCy = groundY - height + r;
  const top = headCy + r * 1.35;
  const shoulder = height * 0.17;
  const foot = height * 0.12;
  return (
    `<circle cx="${n(x)}" cy="${n(headCy)}" r="${n(r)}" fill="${color}"/>` +
    `<path d="M${n(x - foot)} ${n(groundY)} L${n(x - shoulder)} ${n(top + r * 1.2)} Q${n(x - shoulder)} ${n(top)} ${n(x - shoulder + r)} ${n(top)}` +
    ` L${n(x + shoulder - r)} ${n(top)} Q${n(x + shoulder)} ${n(top)} ${n(x + shoulder)} ${n(top + r * 1.2)} L${n(x + foot)} ${n(groundY)} Z" fill="${color}"/>`
  );
}

/** Concentric arcs and overlapping discs: quiet, for articles and slides. */
function rings(c: Canvas, cx: number, cy: number, radius: number, withDiscs = true): void {
  const count = withDiscs ? Math.floor(between(c.rng, 3, 5)) : 0;
  const discs: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + c.rng();
    const d = radius * between(c.rng, 0.2, 0.45);
    discs.push(
      `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(radius * between(c.rng, 0.35, 0.6))}" fill="${pick(c.rng, c.scheme.accents)}" opacity="${between(c.rng, 0.18, 0.32).toFixed(2)}"/>`,
    );
  }
  c.body.push(`<g>${discs.join('')}</g>`);
  const arcs: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const r = radius * (0.45 + i * 0.2);
    const from = c.rng() * Math.PI * 2;
    const span = between(c.rng, Math.PI * 0.6, Math.PI * 1.4);
    const x1 = cx + Math.cos(from) * r;
    const y1 = cy + Math.sin(from) * r;
    const x2 = cx + Math.cos(from + span) * r;
    const y2 = cy + Math.sin(from + span) * r;
    arcs.push(
      `<path d="M${n(x1)} ${n(y1)} A${n(r)} ${n(r)} 0 ${span > Math.PI ? 1 : 0} 1 ${n(x2)} ${n(y2)}"/>`,
    );
  }
  c.body.push(
    `<g fill="none" stroke="${c.scheme.line}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, radius * 0.008))}" stroke-linecap="round">${arcs.join('')}</g>`,
  );
}

function initials(label: string | undefined): string {
  const words = (label ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toLocaleUpperCase('es-AR') || '·';
}

function drawBanner(c: Canvas): void {
  background(c, 'vertical');
  glows(c, 4);
  dust(c, 70, { x: 0, y: 0, w: c.w, h: c.h * 0.7 });
  constellation(c, 7, { x: c.w * 0.08, y: c.h * 0.1, w: c.w * 0.38, h: c.h * 0.45 });
  constellation(c, 5, { x: c.w * 0.58, y: c.h * 0.08, w: c.w * 0.34, h: c.h * 0.38 });
  glow(c, c.w * between(c.rng, 0.4, 0.6), c.h * 0.78, c.h * 0.6, CREAM, 0.5);
  hills(c, 3, c.h * 0.68);
}

function drawPortrait(c: Canvas): void {
  background(c, 'diagonal');
  glows(c, 3);
  dust(c, 45, { x: 0, y: 0, w: c.w, h: c.h * 0.6 });
  constellation(c, 6, { x: c.w * 0.1, y: c.h * 0.05, w: c.w * 0.8, h: c.h * 0.24 });
  figure(c, c.w / 2, c.h, Math.min(c.w * 0.5, c.h * 0.5), pick(c.rng, [ROSE, TEAL, ROSE_DEEP] as const));
}

function drawActivity(c: Canvas): void {
  background(c, 'diagonal');
  glows(c, 3);
  dust(c, 40, { x: 0, y: 0, w: c.w, h: c.h });
  const radius = Math.min(c.w, c.h) * 0.33;
  const left = c.rng() < 0.5;
  const cx = left ? c.w * 0.36 : c.w * 0.64;
  circleOfPeople(c, cx, c.h * 0.52, radius);
  const area = left
    ? { x: c.w * 0.7, y: c.h * 0.1, w: c.w * 0.25, h: c.h * 0.8 }
    : { x: c.w * 0.05, y: c.h * 0.1, w: c.w * 0.25, h: c.h * 0.8 };
  constellation(c, 5, area);
}

function drawArticle(c: Canvas): void {
  background(c, 'diagonal');
  glows(c, 4);
  dust(c, 60, { x: 0, y: 0, w: c.w, h: c.h });
  rings(c, c.w * between(c.rng, 0.35, 0.65), c.h * between(c.rng, 0.4, 0.6), Math.min(c.w, c.h) * 0.38);
  constellation(c, 8, { x: c.w * 0.1, y: c.h * 0.12, w: c.w * 0.8, h: c.h * 0.76 });
}

/**
 * Three compositions: 0 a circle of people, 1 a sky over hills, 2 a circle of people inside arcs.
 * Slides numbered in a series ('slide-x-1', 'slide-x-2.webp'...) take them in turn so a carousel varies.
 */
function drawSlide(c: Canvas, seed: string): void {
  const random = Math.floor(c.rng() * 3);
  const numbered = /(\d+)(?:\.[a-z]+)?$/i.exec(seed);
  const variant = numbered?.[1] ? (Number(numbered[1]) + 2) % 3 : random;
  if (variant === 0) {
    drawActivity(c);
    return;
  }
  background(c, variant === 1 ? 'vertical' : 'diagonal');
  glows(c, 4);
  dust(c, 60, { x: 0, y: 0, w: c.w, h: c.h * 0.75 });
  if (variant === 1) {
    constellation(c, 9, { x: c.w * 0.1, y: c.h * 0.1, w: c.w * 0.8, h: c.h * 0.5 });
    hills(c, 3, c.h * 0.66);
  } else {
    rings(c, c.w / 2, c.h / 2, Math.min(c.w, c.h) * 0.42, false);
    circleOfPeople(c, c.w / 2, c.h / 2, Math.min(c.w, c.h) * 0.27);
    constellation(c, 4, { x: c.w * 0.04, y: c.h * 0.06, w: c.w * 0.18, h: c.h * 0.3 });
  }
}

function drawPoster(c: Canvas): void {
  background(c, 'vertical');
  glows(c, 3);
  dust(c, 80, { x: 0, y: 0, w: c.w, h: c.h * 0.75 });
  glow(c, c.w * 0.3, c.h * 0.62, c.h * 0.55, CREAM, 0.55);
  constellation(c, 8, { x: c.w * 0.52, y: c.h * 0.1, w: c.w * 0.4, h: c.h * 0.45 });
  hills(c, 2, c.h * 0.7);
  // A family standing together, looking at the sky.
  const count = Math.floor(between(c.rng, 3, 5));
  const ground = c.h * 0.9;
  const people: string[] = [];
  const tall = c.h * 0.26;
  const heights = [1, 0.94, 0.62, 0.5, 0.8];
  for (let i = 0; i < count; i++) {
    const x = c.w * 0.2 + i * tall * 0.42 + between(c.rng, -4, 4);
    people.push(standingFigure(x, ground, tall * (heights[i] ?? 0.7), i % 2 === 0 ? ROSE_DARK : ROSE_DEEP));
  }
  c.body.push(`<g opacity="0.92">${people.join('')}</g>`);
  hills(c, 1, c.h * 0.88);
}

function drawAvatar(c: Canvas, label: string | undefined): void {
  const id = gradientId(c);
  const pairs: readonly [[string, string], ...[string, string][]] = [
    [ROSE, ROSE_DEEP],
    [TEAL, '#557370'],
    [SAGE, '#7d8c66'],
    ['#b98b7f', ROSE_DEEP],
  ];
  const [a, b] = pick(c.rng, pairs);
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
  );
  const r = Math.min(c.w, c.h) / 2;
  // The whole square is painted so the picture works both as a square and cropped to a circle.
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`);
  c.body.push(
    `<circle cx="${n(c.w / 2)}" cy="${n(c.h / 2)}" r="${n(r * 0.86)}" fill="none" stroke="${CREAM}" stroke-opacity="0.3" stroke-width="${n(Math.max(1, r * 0.012))}"/>`,
  );
  glow(c, c.w * 0.3, c.h * 0.25, r * 0.9, CREAM, 0.3);
  // A small constellation in the upper right, inside the circle.
  const saved = c.scheme;
  c.scheme = { ...saved, star: CREAM, line: CREAM };
  constellation(c, 4, { x: c.w * 0.58, y: c.h * 0.16, w: c.w * 0.2, h: c.h * 0.16 });
  c.scheme = saved;
  const text = escapeXml(initials(label));
  c.body.push(
    `<text x="${n(c.w / 2)}" y="${n(c.h / 2)}" dy="0.35em" text-anchor="middle" font-family="Montserrat, 'Liberation Sans', Arial, Helvetica, sans-serif" font-weight="300" font-size="${n(r * 0.62)}" letter-spacing="${n(r * 0.03)}" fill="${CREAM}">${text}</text>`,
  );
}

/** Renders a calm abstract picture as a complete SVG document. Same spec, same picture. */
export function renderArt(spec: ArtSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  const rng = createRng(`${spec.kind}:${spec.seed}`);
  const c: Canvas = { rng, w, h, defs: [], body: [], scheme: pick(rng, SCHEMES), nextId: 0 };
  switch (spec.kind) {
    case 'banner':
      drawBanner(c);
      break;
    case 'portrait':
      drawPortrait(c);
      break;
    case 'activity':
      drawActivity(c);
      break;
    case 'article':
      drawArticle(c);
      break;
    case 'slide':
      drawSlide(c, spec.seed);
      break;
    case 'poster':
      drawPoster(c);
      break;
    case 'avatar':
      drawAvatar(c, spec.label);
      break;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${c.defs.join('')}</defs>${c.body.join('')}</svg>`
  );
}
