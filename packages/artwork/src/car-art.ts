// Flat-illustration car artwork generated as SVG, so the marketplace ships its own images.
// Everything is drawn in a 1280×800 frame with the car facing right and standing on GROUND.

export const bodyStyles = [
  'sedan',
  'suv',
  'hatchback',
  'pickup',
  'coupe',
  'convertible',
  'minivan',
  'wagon',
] as const;
export type BodyStyle = (typeof bodyStyles)[number];

export const paints: readonly { name: string; hex: string }[] = [
  { name: 'Polar White', hex: '#eef0f2' },
  { name: 'Midnight Black', hex: '#23262b' },
  { name: 'Graphite Grey', hex: '#555b63' },
  { name: 'Silver', hex: '#b8bec6' },
  { name: 'Race Red', hex: '#c8242b' },
  { name: 'Deep Blue', hex: '#1f4e8c' },
  { name: 'Forest Green', hex: '#2f5d46' },
  { name: 'Sand Beige', hex: '#cdb892' },
  { name: 'Sunset Orange', hex: '#e5702a' },
  { name: 'Ocean Teal', hex: '#1f8a8a' },
];

export const GROUND = 640;

type Pt = readonly [number, number];
// A polygon vertex with an optional corner radius.
type V = readonly [number, number, number?];

interface CarSpec {
  wheelR: number;
  wheels: readonly [number, number];
  body: readonly V[];
  // Convex greenhouse polygon; null for an open top.
  cabin: readonly V[] | null;
  // Per-edge inset from the cabin outline to the glass (pillar thickness).
  inset: readonly number[];
  // Window dividers as [xBottom, xTop, width]; dark ones are drawn as black pillars.
  pillars: readonly (readonly [number, number, number, boolean])[];
  doors: readonly (readonly Pt[])[];
  handles: readonly Pt[];
  headlight: readonly V[];
  taillight: readonly V[];
  mirror: Pt;
  belt: number;
  cladding: boolean;
  extras?: (c: Palette) => string;
}

interface Palette {
  paint: string;
  line: string;
  dark: string;
  edge: string;
}

export const TYRE = '#1c1f24';
export const TRIM = '#24282e';
export const GLASS = '#2b3642';

const n = (v: number): string => String(Math.round(v * 10) / 10);
const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const v = Number.parseInt(full.slice(0, 6), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// Closed path through the vertices with each corner rounded by a quadratic curve.
export function roundedPath(poly: readonly V[]): string {
  const len = poly.length;
  let d = '';
  for (let i = 0; i < len; i++) {
    const [x, y, r = 0] = poly[i]!;
    const [px, py] = poly[(i + len - 1) % len]!;
    const [nx, ny] = poly[(i + 1) % len]!;
    const l1 = Math.hypot(px - x, py - y) || 1;
    const l2 = Math.hypot(nx - x, ny - y) || 1;
    const rr = Math.min(r, l1 / 2, l2 / 2);
    const ax = x + ((px - x) / l1) * rr;
    const ay = y + ((py - y) / l1) * rr;
    d += `${i === 0 ? 'M' : 'L'}${n(ax)} ${n(ay)}`;
    if (rr > 0) d += `Q${n(x)} ${n(y)} ${n(x + ((nx - x) / l2) * rr)} ${n(y + ((ny - y) / l2) * rr)}`;
  }
  return `${d}Z`;
}

// Shrinks a convex polygon by a per-edge distance (edge i runs from vertex i to i+1).
function inset(poly: readonly V[], dist: readonly number[]): Pt[] {
  const len = poly.length;
  const cx = poly.reduce((s, p) => s + p[0], 0) / len;
  const cy = poly.reduce((s, p) => s + p[1], 0) / len;
  const lines = poly.map(([x1, y1], i) => {
    const [x2, y2] = poly[(i + 1) % len]!;
    const l = Math.hypot(x2 - x1, y2 - y1);
    let nx = -(y2 - y1) / l;
    let ny = (x2 - x1) / l;
    if ((cx - x1) * nx + (cy - y1) * ny < 0) [nx, ny] = [-nx, -ny];
    const d = dist[i] ?? 0;
    return { x: x1 + nx * d, y: y1 + ny * d, dx: x2 - x1, dy: y2 - y1 };
  });
  return lines.map((b, i) => {
    const a = lines[(i + len - 1) % len]!;
    const den = a.dx * b.dy - a.dy * b.dx;
    const t = ((b.x - a.x) * b.dy - (b.y - a.y) * b.dx) / den;
    return [a.x + a.dx * t, a.y + a.dy * t] as const;
  });
}

// Keeps the part of a polygon where f(p) <= 0 (Sutherland–Hodgman against one half-plane).
function clip(poly: readonly Pt[], f: (p: Pt) => number): Pt[] {
  const out: Pt[] = [];
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const fp = f(p);
    const fq = f(q);
    if (fp <= 0) out.push(p);
    if (fp <= 0 !== fq <= 0) {
      const t = fp / (fp - fq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  });
  return out;
}

// Signed horizontal offset from a slanted divider running between (xb, yb) and (xt, yt).
const side =
  (xb: number, xt: number, yb: number, yt: number, shift: number) =>
  ([x, y]: Pt): number =>
    x - (xb + ((xt - xb) * (y - yb)) / (yt - yb)) - shift;

const round = (p: readonly Pt[], r: number): string => roundedPath(p.map(([x, y]) => [x, y, r] as const));

function wheel(cx: number, cy: number, r: number): string {
  const rim = r * 0.64;
  const r1 = rim * 0.34;
  const r2 = rim * 0.84;
  const p = (rad: number, deg: number): string => {
    const a = (deg * Math.PI) / 180;
    return `${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`;
  };
  // Five-spoke alloy: the dark openings between spokes are annular sectors.
  let holes = '';
  for (let k = 0; k < 5; k++) {
    const a = k * 72 - 90;
    holes +=
      `M${p(r2, a + 11)}A${n(r2)} ${n(r2)} 0 0 1 ${p(r2, a + 61)}` +
      `L${p(r1, a + 50)}A${n(r1)} ${n(r1)} 0 0 0 ${p(r1, a + 22)}Z`;
  }
  const c = `cx="${n(cx)}" cy="${n(cy)}"`;
  return (
    `<circle ${c} r="${n(r)}" fill="${TYRE}"/>` +
    `<circle ${c} r="${n(r - 8)}" fill="none" stroke="#2f343b" stroke-width="3"/>` +
    `<circle ${c} r="${n(rim)}" fill="#d7dce2" stroke="#9ba4ae" stroke-width="4"/>` +
    `<path d="${holes}" fill="#3f4750" stroke="#8c96a1" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle ${c} r="${n(r1 * 0.62)}" fill="#b4bcc5" stroke="#8c96a1" stroke-width="2"/>` +
    `<circle ${c} r="${n(r1 * 0.2)}" fill="#5d6670"/>`
  );
}

const specs: Record<BodyStyle, CarSpec> = {
  sedan: {
    wheelR: 76,
    wheels: [322, 938],
    body: [
      [160, 600, 10],
      [138, 548, 18],
      [140, 452, 26],
      [166, 420, 30],
      [460, 404, 200],
      [832, 402, 90],
      [1104, 440, 46],
      [1146, 492, 34],
      [1140, 598, 14],
    ],
    cabin: [
      [300, 412],
      [468, 320, 50],
      [706, 314, 60],
      [852, 412],
    ],
    inset: [44, 15, 18, -20],
    pillars: [[610, 600, 16, true]],
    doors: [
      [
        [424, 414],
        [424, 598],
      ],
      [
        [610, 414],
        [614, 598],
      ],
      [
        [836, 412],
        [842, 598],
      ],
    ],
    handles: [
      [440, 446],
      [628, 446],
    ],
    headlight: [
      [1058, 446, 6],
      [1110, 452, 10],
      [1132, 478, 8],
      [1082, 474, 8],
    ],
    taillight: [
      [141, 442, 6],
      [206, 428, 8],
      [204, 452, 6],
      [141, 464, 6],
    ],
    mirror: [822, 402],
    belt: 404,
    cladding: false,
  },
  coupe: {
    wheelR: 76,
    wheels: [336, 936],
    body: [
      [176, 600, 10],
      [152, 548, 18],
      [152, 456, 24],
      [174, 424, 24],
      [228, 410, 60],
      [840, 408, 100],
      [1090, 446, 50],
      [1132, 492, 34],
      [1126, 598, 14],
    ],
    cabin: [
      [250, 418],
      [500, 336, 110],
      [652, 328, 60],
      [830, 418],
    ],
    inset: [40, 15, 18, -20],
    pillars: [[500, 520, 20, false]],
    doors: [
      [
        [536, 412],
        [548, 598],
      ],
      [
        [830, 414],
        [836, 598],
      ],
    ],
    handles: [[556, 444]],
    headlight: [
      [1040, 448, 6],
      [1098, 456, 10],
      [1118, 480, 8],
      [1066, 474, 8],
    ],
    taillight: [
      [153, 444, 6],
      [220, 432, 8],
      [218, 452, 6],
      [153, 466, 6],
    ],
    mirror: [810, 406],
    belt: 410,
    cladding: false,
    extras: (c) =>
      // Ducktail spoiler and a side vent behind the door.
      `<path d="${roundedPath([
        [170, 426, 4],
        [236, 410, 6],
        [238, 420, 4],
        [166, 436, 4],
      ])}" fill="${c.line}"/>` +
      `<path d="${roundedPath([
        [470, 470, 6],
        [520, 464, 6],
        [516, 482, 6],
        [474, 486, 6],
      ])}" fill="${TRIM}"/>`,
  },
  hatchback: {
    wheelR: 74,
    wheels: [336, 880],
    body: [
      [224, 600, 10],
      [206, 548, 18],
      [210, 440, 24],
      [236, 416, 30],
      [780, 404, 90],
      [1040, 438, 46],
      [1076, 484, 34],
      [1072, 598, 14],
    ],
    cabin: [
      [226, 426],
      [254, 318, 40],
      [620, 298, 80],
      [810, 412],
    ],
    inset: [22, 15, 18, -20],
    pillars: [
      [560, 548, 16, true],
      [352, 380, 34, false],
    ],
    doors: [
      [
        [372, 412],
        [372, 598],
      ],
      [
        [558, 412],
        [562, 598],
      ],
      [
        [796, 410],
        [800, 598],
      ],
    ],
    handles: [
      [386, 444],
      [574, 444],
    ],
    headlight: [
      [1000, 444, 6],
      [1046, 450, 10],
      [1064, 474, 8],
      [1024, 470, 8],
    ],
    taillight: [
      [210, 432, 6],
      [250, 424, 8],
      [250, 470, 6],
      [209, 476, 6],
    ],
    mirror: [786, 404],
    belt: 408,
    cladding: false,
    extras: (c) =>
      // Roof spoiler over the hatch.
      `<path d="${roundedPath([
        [244, 318, 6],
        [320, 306, 8],
        [316, 318, 4],
        [250, 330, 6],
      ])}" fill="${c.line}"/>`,
  },
  wagon: {
    wheelR: 76,
    wheels: [318, 954],
    body: [
      [146, 600, 10],
      [128, 548, 18],
      [132, 440, 24],
      [156, 412, 30],
      [842, 402, 90],
      [1120, 440, 46],
      [1160, 490, 34],
      [1154, 598, 14],
    ],
    cabin: [
      [140, 424],
      [172, 316, 40],
      [728, 308, 70],
      [866, 412],
    ],
    inset: [30, 15, 18, -20],
    pillars: [
      [640, 630, 16, true],
      [410, 424, 16, true],
    ],
    doors: [
      [
        [424, 412],
        [424, 598],
      ],
      [
        [640, 412],
        [644, 598],
      ],
      [
        [852, 412],
        [858, 598],
      ],
    ],
    handles: [
      [440, 444],
      [658, 444],
    ],
    headlight: [
      [1074, 444, 6],
      [1126, 450, 10],
      [1148, 476, 8],
      [1098, 472, 8],
    ],
    taillight: [
      [132, 430, 6],
      [176, 420, 8],
      [176, 462, 6],
      [131, 470, 6],
    ],
    mirror: [836, 402],
    belt: 404,
    cladding: false,
  },
  suv: {
    wheelR: 86,
    wheels: [334, 930],
    body: [
      [152, 590, 12],
      [136, 540, 18],
      [140, 420, 24],
      [166, 386, 24],
      [860, 378, 60],
      [1100, 398, 40],
      [1138, 440, 30],
      [1142, 586, 14],
    ],
    cabin: [
      [162, 392],
      [192, 262, 30],
      [730, 250, 60],
      [884, 384],
    ],
    inset: [28, 15, 20, -20],
    pillars: [
      [650, 640, 18, true],
      [422, 430, 18, true],
    ],
    doors: [
      [
        [430, 388],
        [430, 562],
      ],
      [
        [650, 388],
        [654, 572],
      ],
      [
        [870, 388],
        [872, 572],
      ],
    ],
    handles: [
      [446, 418],
      [668, 418],
    ],
    headlight: [
      [1060, 400, 6],
      [1116, 406, 10],
      [1134, 436, 8],
      [1078, 432, 8],
    ],
    taillight: [
      [140, 404, 6],
      [180, 396, 8],
      [180, 448, 6],
      [139, 456, 6],
    ],
    mirror: [862, 380],
    belt: 380,
    cladding: true,
    extras: () =>
      // Roof rails, plus rocker and bumper cladding.
      `<path d="${roundedPath([
        [226, 240, 6],
        [700, 232, 6],
        [704, 244, 4],
        [226, 252, 4],
      ])}" fill="${TRIM}"/>` +
      `<rect x="236" y="246" width="18" height="12" rx="3" fill="${TRIM}"/>` +
      `<rect x="668" y="240" width="18" height="12" rx="3" fill="${TRIM}"/>` +
      `<rect x="450" y="560" width="366" height="28" rx="8" fill="#3a3f46"/>`,
  },
  minivan: {
    wheelR: 74,
    wheels: [316, 928],
    body: [
      [148, 600, 10],
      [128, 548, 18],
      [132, 420, 24],
      [156, 394, 30],
      [880, 392, 70],
      [1096, 448, 46],
      [1134, 494, 30],
      [1132, 598, 14],
    ],
    cabin: [
      [144, 404],
      [170, 228, 40],
      [712, 218, 110],
      [928, 400],
    ],
    inset: [28, 16, 20, -20],
    pillars: [
      [720, 690, 16, true],
      [450, 450, 16, true],
    ],
    doors: [
      [
        [452, 398],
        [452, 596],
      ],
      [
        [718, 398],
        [722, 596],
      ],
      [
        [904, 398],
        [908, 596],
      ],
    ],
    handles: [
      [686, 432],
      [740, 432],
    ],
    headlight: [
      [1040, 442, 6],
      [1100, 452, 10],
      [1124, 484, 8],
      [1062, 474, 8],
    ],
    taillight: [
      [133, 410, 6],
      [168, 404, 8],
      [168, 470, 6],
      [131, 476, 6],
    ],
    mirror: [902, 398],
    belt: 396,
    cladding: false,
    extras: (c) =>
      // Sliding-door track running back from the door to the tail.
      `<path d="M452 432H214" stroke="${c.line}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M452 432H214" stroke="${c.dark}" stroke-width="1.5" stroke-linecap="round" opacity=".6"/>`,
  },
  pickup: {
    wheelR: 84,
    wheels: [300, 944],
    body: [
      [118, 596, 10],
      [104, 548, 12],
      [108, 408, 10],
      [470, 400, 6],
      [900, 392, 30],
      [1150, 404, 34],
      [1178, 436, 24],
      [1180, 594, 12],
    ],
    cabin: [
      [464, 404],
      [478, 268, 24],
      [740, 260, 44],
      [898, 398],
    ],
    inset: [20, 15, 20, -20],
    pillars: [[670, 660, 18, true]],
    doors: [
      [
        [680, 400],
        [682, 586],
      ],
      [
        [880, 398],
        [884, 586],
      ],
    ],
    handles: [
      [500, 430],
      [696, 430],
    ],
    headlight: [
      [1108, 412, 6],
      [1164, 416, 8],
      [1176, 446, 8],
      [1118, 446, 6],
    ],
    taillight: [
      [107, 416, 4],
      [136, 414, 6],
      [136, 470, 6],
      [106, 472, 4],
    ],
    mirror: [884, 394],
    belt: 400,
    cladding: true,
    extras: (c) =>
      // Bed rail cap, cab/bed gap, tailgate and a chunky grille.
      `<path d="M110 403H470" stroke="${TRIM}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M478 404V592" stroke="${c.line}" stroke-width="5"/>` +
      `<path d="M466 404V592" stroke="${c.line}" stroke-width="3"/>` +
      `<path d="M148 410V592" stroke="${c.line}" stroke-width="3"/>` +
      `<rect x="1160" y="452" width="20" height="70" rx="4" fill="${TRIM}"/>` +
      `<path d="M1164 468H1180M1164 484H1180M1164 500H1180" stroke="#6b737d" stroke-width="4"/>` +
      `<rect x="414" y="566" width="416" height="24" rx="8" fill="#3a3f46"/>`,
  },
  convertible: {
    wheelR: 76,
    wheels: [334, 936],
    body: [
      [172, 600, 10],
      [150, 548, 18],
      [150, 456, 24],
      [172, 424, 24],
      [260, 412, 60],
      [850, 410, 100],
      [1094, 446, 50],
      [1134, 494, 34],
      [1128, 598, 14],
    ],
    cabin: null,
    inset: [],
    pillars: [],
    doors: [
      [
        [560, 414],
        [570, 598],
      ],
      [
        [838, 414],
        [844, 598],
      ],
    ],
    handles: [[578, 444]],
    headlight: [
      [1044, 450, 6],
      [1100, 458, 10],
      [1120, 482, 8],
      [1068, 476, 8],
    ],
    taillight: [
      [151, 444, 6],
      [218, 432, 8],
      [216, 452, 6],
      [151, 466, 6],
    ],
    mirror: [818, 408],
    belt: 412,
    cladding: false,
    extras: () =>
      // Windscreen frame, seats with headrests and the folded roof.
      `<path d="${roundedPath([
        [812, 414, 2],
        [736, 334, 6],
        [752, 330, 6],
        [836, 414, 2],
      ])}" fill="${TRIM}"/>` +
      `<path d="${roundedPath([
        [826, 412],
        [750, 338, 4],
        [768, 344, 4],
        [838, 412],
      ])}" fill="#9fb4c4" opacity=".55"/>` +
      `<path d="${roundedPath([
        [430, 414, 8],
        [446, 360, 22],
        [498, 356, 22],
        [494, 414, 8],
      ])}" fill="${TRIM}"/>` +
      `<path d="${roundedPath([
        [586, 414, 8],
        [600, 364, 22],
        [650, 360, 22],
        [648, 414, 8],
      ])}" fill="${TRIM}"/>` +
      `<path d="${roundedPath([
        [262, 414, 8],
        [286, 392, 20],
        [400, 388, 20],
        [412, 414, 8],
      ])}" fill="#2e3238"/>` +
      `<path d="M700 414L712 384" stroke="${TRIM}" stroke-width="6" stroke-linecap="round"/>` +
      `<ellipse cx="716" cy="380" rx="6" ry="20" transform="rotate(24 716 380)" fill="none" stroke="${TRIM}" stroke-width="7"/>`,
  },
};

/** Where a side view's parts are, for drawings that show the same car from another side. */
export function carProportions(style: BodyStyle) {
  const s = specs[style];
  const xs = s.body.map((p) => p[0]);
  return {
    roofTop: s.cabin ? Math.min(...s.cabin.map((p) => p[1])) : s.belt,
    belt: s.belt,
    front: Math.max(...xs),
    rear: Math.min(...xs),
    wheelR: s.wheelR,
    wheels: s.wheels,
    headlight: s.headlight,
  };
}

/** Draws the car (with its ground shadow) as an SVG group; ids are prefixed so several cars can share a scene. */
export function carFigure(style: BodyStyle, paint: string, id: string = style): string {
  const s = specs[style];
  const dark = luminance(paint) < 0.25;
  const c: Palette = {
    paint,
    line: mix(paint, dark ? '#ffffff' : '#000000', dark ? 0.22 : 0.3),
    dark: mix(paint, '#000000', 0.45),
    edge: mix(paint, '#000000', 0.16),
  };
  const [rear, front] = s.wheels;
  const r = s.wheelR;
  const cy = GROUND - r;
  const bodyPath = roundedPath(s.body);
  const xs = s.body.map((p) => p[0]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const out: string[] = [];

  out.push(
    `<defs><radialGradient id="${id}-sh"><stop offset="0" stop-color="#000" stop-opacity=".38"/>` +
      `<stop offset=".6" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
      `<clipPath id="${id}-cl"><path d="${bodyPath}"/></clipPath></defs>`,
    `<ellipse cx="${n((minX + maxX) / 2)}" cy="${GROUND + 2}" rx="${n((maxX - minX) * 0.56)}" ry="30" fill="url(#${id}-sh)"/>`,
    // Contact shadows keep the tyres planted on the ground.
    ...[rear, front].map(
      (x) => `<ellipse cx="${x}" cy="${GROUND}" rx="${n(r * 1.3)}" ry="12" fill="url(#${id}-sh)"/>`,
    ),
  );

  if (s.cabin) {
    out.push(`<path d="${roundedPath(s.cabin)}" fill="${paint}" stroke="${c.edge}" stroke-width="2"/>`);
    const glass = inset(s.cabin, s.inset);
    // Split the glass into side windows at each pillar, front to back.
    const dividers = [...s.pillars].sort((a, b) => b[0] - a[0]);
    const yb = s.belt;
    const yt = Math.min(...s.cabin.map((p) => p[1]));
    const windows: Pt[][] = [];
    let rest: Pt[] = glass;
    for (const [xb, xt, w] of dividers) {
      windows.push(clip(rest, (p) => -side(xb, xt, yb, yt, w / 2)(p)));
      rest = clip(rest, side(xb, xt, yb, yt, -w / 2));
    }
    windows.push(rest);
    // Two slanted reflection bands across the front side window.
    const fx = windows[0]!.reduce((sum, p) => sum + p[0], 0) / windows[0]!.length;
    const bands: (readonly [number, number])[] = [
      [fx - 10, 44],
      [fx + 52, 14],
    ];
    for (const win of windows) {
      if (win.length < 3) continue;
      out.push(`<path d="${round(win, 10)}" fill="${dark ? '#3b4857' : GLASS}"/>`);
      for (const [bx, bw] of bands) {
        const f = side(bx + 40, bx - 40, yb, yt, 0);
        const band = clip(
          clip(win, (p) => -f(p)),
          (p) => f(p) - bw,
        );
        if (band.length > 2) out.push(`<path d="${round(band, 0)}" fill="#fff" opacity=".09"/>`);
      }
    }
    for (const [xb, xt, w, isDark] of dividers) {
      if (!isDark) continue;
      const strip = clip(clip(glass, side(xb, xt, yb, yt, w / 2)), (p) => -side(xb, xt, yb, yt, -w / 2)(p));
      if (strip.length > 2) out.push(`<path d="${round(strip, 0)}" fill="${TRIM}"/>`);
    }
  }

  out.push(`<path d="${bodyPath}" fill="${paint}" stroke="${c.edge}" stroke-width="2"/>`);
  out.push(
    `<g clip-path="url(#${id}-cl)">`,
    // Shoulder highlight and lower-body shade give the flat body some volume.
    `<rect x="0" y="${s.belt - 4}" width="1280" height="6" fill="#fff" opacity=".22"/>`,
    `<rect x="0" y="${s.belt + 58}" width="1280" height="3" fill="#fff" opacity=".16"/>`,
    `<rect x="0" y="${cy + 6}" width="1280" height="80" fill="#000" opacity=".13"/>`,
    ...s.doors.map(
      (d) =>
        `<polyline points="${pts(d)}" fill="none" stroke="${c.line}" stroke-width="3" stroke-linecap="round"/>`,
    ),
  );
  for (const x of [rear, front]) {
    if (s.cladding) out.push(`<circle cx="${x}" cy="${cy}" r="${r + 24}" fill="#3a3f46"/>`);
    out.push(`<circle cx="${x}" cy="${cy}" r="${r + 12}" fill="#15171b"/>`);
  }
  out.push(
    // Bumper and sill trim strips.
    `<rect x="${minX - 10}" y="${GROUND - 58}" width="60" height="22" rx="8" fill="${c.dark}" opacity=".6"/>`,
    `<rect x="${maxX - 54}" y="${GROUND - 66}" width="70" height="26" rx="10" fill="${TRIM}"/>`,
    '</g>',
  );
  for (const [hx, hy] of s.handles) {
    out.push(`<rect x="${hx}" y="${hy}" width="34" height="8" rx="4" fill="${c.line}"/>`);
  }
  out.push(`<path d="${roundedPath(s.headlight)}" fill="#fff4d2" stroke="${c.line}" stroke-width="2"/>`);
  out.push(
    `<path d="${roundedPath(s.taillight)}" fill="#d3322c" stroke="${mix('#d3322c', '#000', 0.3)}" stroke-width="2"/>`,
  );
  const [mx, my] = s.mirror;
  out.push(
    `<path d="${roundedPath([
      [mx - 20, my - 4, 6],
      [mx - 6, my - 30, 8],
      [mx + 22, my - 28, 8],
      [mx + 18, my - 2, 6],
    ])}" fill="${paint}" stroke="${c.line}" stroke-width="2"/>`,
  );
  if (s.extras) out.push(s.extras(c));
  out.push(wheel(rear, cy, r), wheel(front, cy, r));
  return `<g>${out.join('')}</g>`;
}

/** A standalone 1280×800 SVG document: `content` (drawn standing on GROUND) on a soft studio backdrop. */
export function studioScene(backdrop: string, content: string): string {
  const top = mix(backdrop, '#ffffff', 0.45);
  const floorTop = mix(backdrop, '#000000', 0.06);
  const floorBottom = mix(backdrop, '#000000', 0.16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 800" width="1280" height="800">` +
    `<defs><linearGradient id="bg-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${backdrop}"/></linearGradient>` +
    `<linearGradient id="bg-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/>` +
    `<stop offset="1" stop-color="${floorBottom}"/></linearGradient>` +
    `<radialGradient id="bg-glow" cx=".5" cy=".55" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1280" height="800" fill="url(#bg-wall)"/>` +
    `<rect y="560" width="1280" height="240" fill="url(#bg-floor)"/>` +
    `<ellipse cx="640" cy="440" rx="640" ry="300" fill="url(#bg-glow)"/>` +
    content +
    `</svg>`
  );
}

/** A standalone 1280×800 SVG document: the car on a soft studio backdrop. */
export function carIllustration(
  style: BodyStyle,
  options: { paint: string; backdrop: string; facing?: 'left' | 'right' },
): string {
  const { paint, backdrop, facing = 'left' } = options;
  const figure = carFigure(style, paint, `car-${style}`);
  // The other side of the car: the drawing mirrored.
  return studioScene(
    backdrop,
    facing === 'left' ? figure : `<g transform="translate(1280 0) scale(-1 1)">${figure}</g>`,
  );
}
