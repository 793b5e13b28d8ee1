/**
 * SVG artwork of the demo: one product image per family and slot (a product shot, a colour tile and a
 * technical drawing) plus content images (banners, cards, logo). Pictograms are drawn in a 200×200 box.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAMILIES, type Family, type PictoKey } from './families';
import { escapeXml } from './i18n';

export interface Palette {
  /** main fill */
  p: string;
  /** secondary fill */
  s: string;
  /** highlight fill */
  h: string;
  /** strokes and details */
  line: string;
}

const FONT = "font-family=\"'Helvetica Neue', Helvetica, Arial, sans-serif\"";

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const pathEl = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 4): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;

/** Colour for strokes: outline drawings pass 'none' as fills, so strokes fall back to the line colour. */
const sc = (c: Palette, colour: string): string => (colour === 'none' ? c.line : colour);

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

/** Family pictograms, drawn in a 200×200 box. */
export const PICTOGRAMS: Record<PictoKey, (c: Palette) => string> = {
  screw: (c) =>
    pathEl('M55 28 H145 Q150 28 148 34 L136 58 H64 L52 34 Q50 28 55 28 Z', c.p) +
    rect(86, 58, 28, 96, c.s) +
    pathEl('M86 154 L100 188 L114 154 Z', c.s) +
    range(66, 146, 12).map((y) => line(82, y, 118, y + 9, c.line, 5)).join('') +
    pathEl('M92 36 h16 v6 h6 v10 h-6 v6 h-16 v-6 h-6 v-10 h6 Z', c.line, 'opacity="0.55"'),
  plug: (c) =>
    rect(72, 24, 56, 24, c.s, 6) +
    pathEl('M76 48 H124 L118 176 Q100 188 82 176 Z', c.p) +
    range(62, 160, 14).map((y) => line(78, y, 122, y, c.line, 4)).join('') +
    line(100, 52, 100, 174, c.line, 3),
  anchor: (c) =>
    rect(90, 14, 20, 172, c.s, 4) +
    range(20, 110, 8).map((y) => line(88, y, 112, y + 5, c.line, 3)).join('') +
    pathEl('M70 40 L85 30 H115 L130 40 V56 L115 66 H85 L70 56 Z', c.p) +
    rect(64, 68, 72, 8, c.h, 3) +
    pathEl('M84 118 H116 L120 186 H80 Z', c.p) +
    line(100, 124, 100, 182, c.line, 3),
  cable: (c) =>
    circle(88, 96, 70, c.p) +
    circle(88, 96, 52, c.s) +
    circle(88, 96, 34, c.p) +
    circle(88, 96, 16, c.h) +
    pathEl('M130 150 Q160 160 170 184 L186 176 Q172 144 138 136 Z', c.p) +
    circle(176, 182, 5, '#c0392b') +
    circle(186, 176, 5, '#2980b9') +
    circle(170, 174, 5, '#27ae60'),
  socket: (c) =>
    rect(24, 24, 152, 152, c.h, 22, `stroke="${c.line}" stroke-width="4"`) +
    circle(100, 100, 52, c.p) +
    circle(100, 100, 40, c.s) +
    circle(82, 100, 8, c.line) +
    circle(118, 100, 8, c.line) +
    rect(94, 58, 12, 10, c.line, 2) +
    rect(94, 132, 12, 10, c.line, 2),
  switch: (c) =>
    rect(24, 24, 152, 152, c.h, 22, `stroke="${c.line}" stroke-width="4"`) +
    rect(56, 44, 88, 112, c.p, 12) +
    pathEl('M56 100 H144 V144 Q144 156 132 156 H68 Q56 156 56 144 Z', c.s) +
    rect(94, 62, 12, 4, c.line, 2),
  cabletie: (c) =>
    [
      [100, 70],
      [75, 114],
      [125, 114],
    ]
      .map(([x, y]) => circle(x as number, y as number, 23, c.s) + circle(x as number, y as number, 9, c.line))
      .join('') +
    `<circle cx="100" cy="100" r="62" fill="none" stroke="${sc(c, c.p)}" stroke-width="12"/>` +
    rect(148, 78, 30, 38, c.p, 5) +
    pathEl('M168 112 L194 186 L181 191 L156 117 Z', c.p) +
    range(128, 176, 12).map((y) => line(163 + (y - 120) * 0.33, y, 174 + (y - 120) * 0.33, y - 3, c.line, 2)).join(''),
  conduit: (c) =>
    rect(14, 82, 172, 36, c.s, 10) +
    range(16, 170, 14).map((x) => rect(x, 74, 10, 52, c.p, 4)).join('') +
    `<ellipse cx="186" cy="100" rx="8" ry="24" fill="${c.line}"/>`,
  fixture: (c) =>
    rect(12, 70, 176, 44, c.h, 22, `stroke="${c.line}" stroke-width="4"`) +
    rect(12, 70, 26, 44, c.p, 12) +
    rect(162, 70, 26, 44, c.p, 12) +
    rect(44, 84, 112, 16, c.s, 8) +
    [40, 70, 100, 130, 160].map((x) => line(x, 128, x + (x - 100) * 0.15, 160, sc(c, c.p), 5)).join(''),
  bulb: (c) =>
    circle(100, 78, 54, c.p) +
    pathEl('M70 112 Q80 132 78 146 H122 Q120 132 130 112 Z', c.p) +
    pathEl('M88 96 Q100 70 112 96', 'none', `stroke="${sc(c, c.h)}" stroke-width="5"`) +
    rect(76, 146, 48, 36, c.s, 6) +
    range(154, 174, 8).map((y) => line(78, y, 122, y + 4, c.line, 3)).join('') +
    pathEl('M90 182 H110 L104 192 H96 Z', c.line),
  pipe: (c) =>
    rect(24, 72, 146, 56, c.p) +
    `<ellipse cx="24" cy="100" rx="12" ry="28" fill="${c.s}"/>` +
    `<ellipse cx="170" cy="100" rx="12" ry="28" fill="${c.s}"/>` +
    `<ellipse cx="170" cy="100" rx="7" ry="19" fill="${c.line}"/>` +
    rect(30, 80, 134, 8, c.h, 4, 'opacity="0.6"'),
  fitting: (c) =>
    (c.p === 'none'
      ? `<path d="M30 128 H92 Q128 128 128 92 V30 M30 172 H92 Q172 172 172 92 V30" fill="none" stroke="${c.line}" stroke-width="3"/>`
      : `<path d="M30 150 H92 Q150 150 150 92 V30" fill="none" stroke="${c.p}" stroke-width="44"/>`) +
    rect(18, 122, 26, 56, c.s, 6) +
    rect(122, 18, 56, 26, c.s, 6) +
    `<path d="M40 136 H92 Q136 136 136 92 V40" fill="none" stroke="${sc(c, c.h)}" stroke-width="6" opacity="0.6"/>`,
  pump: (c) =>
    rect(10, 104, 34, 40, c.s, 4) +
    rect(156, 104, 34, 40, c.s, 4) +
    circle(100, 124, 58, c.p) +
    rect(70, 30, 60, 50, c.s, 8) +
    rect(80, 40, 40, 22, c.h, 4) +
    circle(100, 124, 22, c.line) +
    circle(100, 124, 10, c.h),
  thermostat: (c) =>
    rect(58, 22, 84, 118, c.h, 38, `stroke="${c.line}" stroke-width="4"`) +
    range(40, 120, 16).map((y) => line(68, y, 132, y, c.line, 2)).join('') +
    rect(52, 138, 96, 22, c.p, 6) +
    rect(40, 160, 120, 26, c.s, 8) +
    circle(100, 52, 9, c.p),
  valve: (c) =>
    rect(8, 112, 184, 40, c.s, 6) +
    pathEl('M62 92 H138 L150 112 V152 L138 172 H62 L50 152 V112 Z', c.p) +
    rect(92, 62, 16, 34, c.line, 4) +
    rect(70, 40, 114, 22, '#c0392b', 10, 'transform="rotate(-8 100 50)"') +
    circle(100, 132, 14, c.h),
  drill: (c) =>
    pathEl('M44 48 H156 Q176 48 176 68 V84 Q176 104 156 104 H124 L116 150 H78 L86 104 H44 Z', c.p) +
    rect(20, 58, 26, 36, c.s, 4) +
    rect(4, 72, 18, 8, c.line, 2) +
    rect(62, 148, 72, 40, c.s, 8) +
    rect(70, 156, 56, 8, c.h, 3, 'opacity="0.6"') +
    rect(92, 106, 14, 22, c.line, 4) +
    circle(150, 76, 10, c.h, 'opacity="0.7"'),
  impact: (c) =>
    pathEl('M56 52 H150 Q170 52 170 72 V84 Q170 104 150 104 H124 L116 150 H80 L88 104 H56 Z', c.p) +
    pathEl('M30 60 H58 V96 H30 L24 88 V68 Z', c.s) +
    pathEl('M10 70 L24 66 V90 L10 86 Z', c.line) +
    rect(64, 148, 72, 40, c.s, 8) +
    rect(94, 106, 14, 22, c.line, 4),
  grinder: (c) =>
    rect(70, 70, 120, 44, c.p, 20) +
    rect(36, 58, 44, 66, c.s, 8) +
    pathEl('M8 136 Q58 100 108 136 Z', c.h, `stroke="${c.line}" stroke-width="3"`) +
    `<ellipse cx="58" cy="144" rx="52" ry="10" fill="${c.line}"/>` +
    rect(44, 22, 12, 40, c.s, 5) +
    range(140, 176, 10).map((x) => line(x, 78, x, 106, sc(c, c.s), 3)).join(''),
  hammer: (c) =>
    rect(90, 62, 20, 128, c.s, 8) +
    rect(88, 128, 24, 62, c.p, 10) +
    pathEl('M36 30 H150 Q176 32 182 58 L150 62 H36 Q28 46 36 30 Z', c.line) +
    pathEl('M36 30 H70 V62 H36 Q28 46 36 30 Z', c.p),
  screwdriver: (c) =>
    rect(74, 14, 52, 86, c.p, 22) +
    range(28, 84, 14).map((y) => line(84, y, 116, y, sc(c, c.s), 3)).join('') +
    rect(88, 98, 24, 14, c.s, 4) +
    rect(95, 110, 10, 66, c.line) +
    pathEl('M95 176 H105 L102 192 H98 Z', c.line),
  pliers: (c) =>
    pathEl('M84 96 Q60 150 50 190 L66 194 Q80 152 100 106 Z', c.p) +
    pathEl('M116 96 Q140 150 150 190 L134 194 Q120 152 100 106 Z', c.s) +
    pathEl('M84 96 L74 18 Q92 12 98 22 L104 96 Z', c.line) +
    pathEl('M116 96 L126 18 Q108 12 102 22 L96 96 Z', c.line, 'opacity="0.8"') +
    circle(100, 100, 10, c.h, `stroke="${c.line}" stroke-width="3"`),
  drillbit: (c) =>
    rect(88, 8, 24, 58, c.s, 3) +
    rect(91, 22, 18, 6, c.line, 2, 'opacity="0.5"') +
    rect(84, 66, 32, 98, c.line, 4) +
    range(70, 150, 16).map((y) => line(86, y, 114, y + 14, sc(c, c.s), 5)).join('') +
    pathEl('M80 160 H120 L100 196 Z', c.p),
  bit: (c) =>
    [40, 80, 120, 160]
      .map(
        (x, i) =>
          pathEl(`M${x - 10} 40 H${x + 10} L${x + 12} 48 V140 L${x + 4} 176 H${x - 4} L${x - 12} 140 V48 Z`, i % 2 ? c.s : c.p) +
          rect(x - 6, 60, 12, 50, c.line, 3, 'opacity="0.35"'),
      )
      .join(''),
  glove: (c) =>
    rect(60, 56, 80, 96, c.p, 18) +
    rect(60, 14, 18, 60, c.p, 9) +
    rect(80, 6, 18, 66, c.p, 9) +
    rect(100, 8, 18, 64, c.p, 9) +
    rect(120, 18, 18, 56, c.p, 9) +
    rect(20, 86, 58, 20, c.p, 10, 'transform="rotate(-35 40 96)"') +
    rect(62, 148, 76, 40, c.s, 6) +
    pathEl('M64 90 Q100 110 136 90 V140 Q100 150 64 140 Z', c.line, 'opacity="0.25"'),
  trousers: (c) =>
    pathEl('M56 16 H144 L156 188 H110 L100 70 L90 188 H44 Z', c.p) +
    rect(56, 16, 88, 16, c.s) +
    rect(54, 118, 28, 30, c.s, 4) +
    rect(118, 118, 28, 30, c.s, 4) +
    pathEl('M40 40 L56 34 L56 96 L36 92 Z', c.line) +
    pathEl('M160 40 L144 34 L144 96 L164 92 Z', c.line),
  jacket: (c) =>
    pathEl('M70 16 L100 30 L130 16 L170 36 L190 130 L162 136 L150 80 L150 186 H50 L50 80 L38 136 L10 130 L30 36 Z', c.p) +
    line(100, 32, 100, 186, c.line, 4) +
    rect(50, 120, 100, 10, c.h) +
    rect(16, 108, 26, 8, c.h, 2, 'transform="rotate(-12 29 112)"') +
    rect(158, 108, 26, 8, c.h, 2, 'transform="rotate(12 171 112)"') +
    pathEl('M78 16 Q100 40 122 16 L130 16 Q100 56 70 16 Z', c.s),
  earmuffs: (c) =>
    `<path d="M44 110 Q44 22 100 22 Q156 22 156 110" fill="none" stroke="${sc(c, c.s)}" stroke-width="${c.s === 'none' ? 4 : 16}"/>` +
    rect(22, 92, 52, 86, c.p, 22) +
    rect(126, 92, 52, 86, c.p, 22) +
    rect(60, 104, 14, 62, c.line, 6) +
    rect(126, 104, 14, 62, c.line, 6),
  glasses: (c) =>
    pathEl('M14 74 Q14 62 30 62 H90 Q100 62 100 74 Q100 62 110 62 H170 Q186 62 186 74 L178 120 Q174 138 150 138 H124 Q106 138 104 110 L100 96 L96 110 Q94 138 76 138 H50 Q26 138 22 120 Z', c.p, `stroke="${c.line}" stroke-width="4" opacity="0.85"`) +
    pathEl('M30 78 L60 78 L40 110 Z', c.h, 'opacity="0.5"') +
    line(14, 70, 2, 60, c.line, 5) +
    line(186, 70, 198, 60, c.line, 5),
  cartridge: (c) =>
    rect(64, 58, 72, 130, c.p, 8) +
    rect(64, 96, 72, 48, c.h, 0, 'opacity="0.85"') +
    pathEl('M86 58 L96 10 H104 L114 58 Z', c.s) +
    rect(60, 178, 80, 12, c.s, 4) +
    rect(76, 110, 48, 6, c.line, 3) +
    rect(76, 124, 32, 6, c.line, 3),
  tape: (c) =>
    pathEl('M96 150 H186 L192 156 L186 161 L192 166 L186 172 H96 Z', c.p) +
    circle(96, 100, 72, c.p) +
    circle(96, 100, 36, c.h) +
    `<circle cx="96" cy="100" r="54" fill="none" stroke="${sc(c, c.s)}" stroke-width="3" opacity="0.6"/>` +
    `<circle cx="96" cy="100" r="36" fill="none" stroke="${sc(c, c.s)}" stroke-width="5"/>`,
};

function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`
  );
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v: number): number => Math.max(0, Math.min(255, Math.round(v + (amount < 0 ? v * amount : (255 - v) * amount))));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const picto = (key: PictoKey, c: Palette, x: number, y: number, scale: number, extra = ''): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})"${extra ? ` ${extra}` : ''}>${PICTOGRAMS[key](c)}</g>`;

const LOGO_MARK = (x: number, y: number, s: number, colour: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<path d="M0 30 Q20 0 40 18 T80 12" fill="none" stroke="#5ec5a7" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M0 44 Q22 16 42 32 T80 26" fill="none" stroke="#7fd3f0" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M0 58 Q24 32 44 46 T80 40" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>` +
  `</g>`;

/*
 * Product images carry no words of any language (the pages around them are in five): the product's name is
 * the page's heading and the image's alt text (ProductGallery, in the page's language). Only the brand and a
 * drawing number appear.
 */

/** The technical drawing's number in its title block: language-neutral (family keys are Danish words). */
const drawingNumber = (f: Family): string => `NT-${String(FAMILIES.indexOf(f) + 101).padStart(4, '0')}`;

/** Slot 1: product shot on a light studio background. */
export function productShot(f: Family): string {
  const c: Palette = { p: f.colour, s: shade(f.colour, -0.35), h: '#ffffff', line: shade(f.colour, -0.6) };
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8ee"/></linearGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  return svgDoc(
    800,
    800,
    `<rect width="800" height="800" fill="url(#bg)"/>` +
      `<ellipse cx="400" cy="660" rx="250" ry="34" fill="url(#sh)"/>` +
      picto(f.picto, c, 160, 130, 2.4) +
      LOGO_MARK(700, 730, 0.7, '#254f64'),
    defs,
  );
}

/** Slot 2: a styled tile in the family colour with a white pictogram. */
export function colourTile(f: Family): string {
  const c: Palette = { p: '#ffffff', s: shade(f.colour, 0.62), h: f.colour, line: shade(f.colour, -0.45) };
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(f.colour, 0.12)}"/><stop offset="1" stop-color="${shade(f.colour, -0.3)}"/></linearGradient>` +
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="#fff" opacity="0.12"/></pattern>`;
  return svgDoc(
    800,
    800,
    `<rect width="800" height="800" fill="url(#bg)"/><rect width="800" height="800" fill="url(#dots)"/>` +
      `<circle cx="400" cy="400" r="280" fill="#ffffff" opacity="0.08"/>` +
      picto(f.picto, c, 210, 210, 1.9) +
      LOGO_MARK(700, 730, 0.7, '#ffffff'),
    defs,
  );
}

/** Slot 3: a technical drawing (blueprint) with dimension lines. */
export function technicalDrawing(f: Family): string {
  const stroke = '#e6f1f8';
  const c: Palette = { p: 'none', s: 'none', h: 'none', line: '#9ccbe6' };
  const defs =
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="1"/></pattern>` +
    `<marker id="ar" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${stroke}"/></marker>`;
  return svgDoc(
    800,
    800,
    `<rect width="800" height="800" fill="#16384a"/><rect width="800" height="800" fill="url(#grid)"/>` +
      picto(f.picto, c, 200, 140, 2, `stroke="${stroke}" stroke-width="1.4" stroke-linejoin="round"`) +
      `<line x1="200" y1="590" x2="600" y2="590" stroke="${stroke}" stroke-width="2" marker-start="url(#ar)" marker-end="url(#ar)"/>` +
      `<line x1="650" y1="140" x2="650" y2="540" stroke="${stroke}" stroke-width="2" marker-start="url(#ar)" marker-end="url(#ar)"/>` +
      `<text x="400" y="580" text-anchor="middle" ${FONT} font-size="20" fill="${stroke}">L</text>` +
      `<text x="668" y="346" ${FONT} font-size="20" fill="${stroke}">H</text>` +
      `<rect x="440" y="650" width="330" height="120" fill="none" stroke="${stroke}" stroke-width="2"/>` +
      `<line x1="440" y1="690" x2="770" y2="690" stroke="${stroke}" stroke-width="1"/>` +
      `<text x="455" y="678" ${FONT} font-size="18" font-weight="700" fill="${stroke}">NORDLYS TEKNIK</text>` +
      `<text x="455" y="722" ${FONT} font-size="22" fill="${stroke}">${escapeXml(drawingNumber(f))}</text>` +
      `<text x="455" y="754" ${FONT} font-size="14" fill="${stroke}" opacity="0.8">mm · 1:1</text>`,
    defs,
  );
}

const AURORA_DEFS =
  `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#254f64"/><stop offset="1" stop-color="#0d2230"/></linearGradient>` +
  `<linearGradient id="au1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5ec5a7" stop-opacity="0"/><stop offset="0.5" stop-color="#5ec5a7" stop-opacity="0.55"/><stop offset="1" stop-color="#7fd3f0" stop-opacity="0.1"/></linearGradient>` +
  `<linearGradient id="au2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7fd3f0" stop-opacity="0.1"/><stop offset="0.6" stop-color="#a3e4c6" stop-opacity="0.45"/><stop offset="1" stop-color="#5ec5a7" stop-opacity="0"/></linearGradient>`;

function aurora(w: number, h: number): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<path d="M0 ${h * 0.55} C${w * 0.2} ${h * 0.2} ${w * 0.45} ${h * 0.75} ${w * 0.7} ${h * 0.3} S${w} ${h * 0.25} ${w} ${h * 0.25} V${h * 0.45} C${w * 0.8} ${h * 0.5} ${w * 0.6} ${h * 0.95} ${w * 0.35} ${h * 0.6} S0 ${h * 0.75} 0 ${h * 0.75} Z" fill="url(#au1)"/>` +
    `<path d="M0 ${h * 0.35} C${w * 0.25} ${h * 0.05} ${w * 0.5} ${h * 0.5} ${w * 0.75} ${h * 0.12} S${w} ${h * 0.1} ${w} ${h * 0.1} V${h * 0.22} C${w * 0.75} ${h * 0.35} ${w * 0.5} ${h * 0.7} ${w * 0.25} ${h * 0.3} S0 ${h * 0.5} 0 ${h * 0.5} Z" fill="url(#au2)"/>` +
    range(0, 40, 1)
      .map((i) => circle((i * 397) % w, (i * 149) % Math.round(h * 0.6), i % 3 === 0 ? 2 : 1.2, '#ffffff', 'opacity="0.5"'))
      .join('')
  );
}

const WHITE: Palette = { p: '#ffffff', s: '#b9d3de', h: '#254f64', line: '#254f64' };

function banner(pictos: PictoKey[], accent?: string): string {
  const body =
    aurora(1600, 500) +
    (accent ? `<rect width="1600" height="500" fill="${accent}" opacity="0.35"/>` : '') +
    pictos.map((k, i) => picto(k, WHITE, 640 + i * 188, 110 + (i % 2) * 110, 0.95, 'opacity="0.92"')).join('') +
    `<rect x="0" y="470" width="1600" height="30" fill="#000" opacity="0.15"/>`;
  return svgDoc(1600, 500, body, AURORA_DEFS);
}

function warehouse(): string {
  const shelves = range(0, 4, 1)
    .map((i) => {
      const x = 120 + i * 300;
      return (
        rect(x, 110, 14, 340, '#e9eef2') +
        rect(x + 230, 110, 14, 340, '#e9eef2') +
        [170, 270, 370].map((y) => rect(x, y, 244, 10, '#f28c28')).join('') +
        [130, 230, 330].flatMap((y) => [0, 1, 2].map((j) => rect(x + 20 + j * 72, y, 62, 40, j % 2 ? '#c9a66b' : '#b8925a', 3))).join('')
      );
    })
    .join('');
  const truck = rect(1320, 330, 150, 90, '#ffffff', 6) + rect(1470, 360, 70, 60, '#5ec5a7', 6) + circle(1360, 430, 20, '#0d2230') + circle(1500, 430, 20, '#0d2230');
  return svgDoc(1600, 500, aurora(1600, 500) + rect(0, 450, 1600, 50, '#0d2230', 0, 'opacity="0.6"') + shelves + truck, AURORA_DEFS);
}

function card(key: string, colour: string, pictos: PictoKey[]): string {
  const c: Palette = { p: '#ffffff', s: shade(colour, 0.6), h: colour, line: shade(colour, -0.45) };
  const defs = `<linearGradient id="bg-${key}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.15)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient>`;
  const body =
    `<rect width="600" height="400" fill="url(#bg-${key})"/>` +
    `<circle cx="520" cy="60" r="160" fill="#ffffff" opacity="0.08"/>` +
    pictos.map((k, i) => picto(k, c, 40 + i * 180, 110 - (i === 1 ? 30 : 0), 0.85)).join('') +
    LOGO_MARK(500, 330, 0.9, '#ffffff');
  return svgDoc(600, 400, body, defs);
}

/** The photo placeholder of the sales persons (content/person-placeholder.svg): a silhouette on the theme colour. */
function personPlaceholder(): string {
  return svgDoc(
    400,
    400,
    `<rect width="400" height="400" fill="#dfe8ec"/>` +
      `<circle cx="200" cy="150" r="72" fill="#254f64" opacity="0.85"/>` +
      `<path d="M64 400c0-84 61-140 136-140s136 56 136 140z" fill="#254f64" opacity="0.85"/>`,
  );
}

function logo(): string {
  return svgDoc(
    360,
    80,
    LOGO_MARK(8, 8, 0.8, '#254f64') +
      `<text x="84" y="50" ${FONT} font-size="30" font-weight="700" fill="#254f64">Nordlys</text>` +
      `<text x="208" y="50" ${FONT} font-size="30" fill="#3b7a94">Teknik</text>`,
  );
}

export interface ContentImage {
  path: string;
  svg: string;
}

/** Top category id → card image key and pictograms. */
export const CATEGORY_CARDS: Record<string, { key: string; pictos: PictoKey[] }> = {
  '10': { key: 'befaestelse', pictos: ['screw', 'plug', 'anchor'] },
  '20': { key: 'el', pictos: ['cable', 'socket', 'bulb'] },
  '30': { key: 'vvs', pictos: ['pipe', 'pump', 'valve'] },
  '40': { key: 'vaerktoej', pictos: ['drill', 'hammer', 'pliers'] },
  '50': { key: 'arbejdstoej', pictos: ['glove', 'jacket', 'earmuffs'] },
  '60': { key: 'byggekemi', pictos: ['cartridge', 'tape', 'cabletie'] },
};

export function contentImages(categoryColours: Record<string, string>): ContentImage[] {
  const out: ContentImage[] = [
    { path: 'content/logo.svg', svg: logo() },
    { path: 'content/banner-home.svg', svg: banner(['drill', 'screw', 'cable', 'pump', 'glove']) },
    { path: 'content/banner-offers.svg', svg: banner(['impact', 'bulb', 'tape', 'fitting', 'hammer'], '#c8412b') },
    { path: 'content/banner-about.svg', svg: banner(['jacket', 'socket', 'valve', 'pliers', 'cartridge'], '#3d7a46') },
    { path: 'content/banner-delivery.svg', svg: banner(['pipe', 'cable', 'conduit', 'drillbit', 'thermostat'], '#1f6fa8') },
    { path: 'content/banner-warehouse.svg', svg: warehouse() },
  ];
  for (const [id, cardDef] of Object.entries(CATEGORY_CARDS)) {
    out.push({ path: `content/card-${cardDef.key}.svg`, svg: card(cardDef.key, categoryColours[id] ?? '#254f64', cardDef.pictos) });
  }
  out.push({ path: 'content/card-trade-account.svg', svg: card('trade', '#254f64', ['socket', 'drill', 'jacket']) });
  out.push({ path: 'content/person-placeholder.svg', svg: personPlaceholder() });
  return out;
}

/** Writes all SVG files below mediaDir; returns the number of files written. */
export function writeMedia(mediaDir: string, categoryColours: Record<string, string>): number {
  mkdirSync(path.join(mediaDir, 'products'), { recursive: true });
  mkdirSync(path.join(mediaDir, 'content'), { recursive: true });
  let count = 0;
  for (const f of FAMILIES) {
    const slots = [productShot(f), colourTile(f), technicalDrawing(f)];
    slots.forEach((svg, i) => {
      writeFileSync(path.join(mediaDir, 'products', `${f.key}-${i + 1}.svg`), svg);
      count++;
    });
  }
  for (const img of contentImages(categoryColours)) {
    writeFileSync(path.join(mediaDir, img.path), img.svg);
    count++;
  }
  return count;
}
