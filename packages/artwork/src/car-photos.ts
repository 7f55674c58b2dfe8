// Listing photos of the demo cars: a car drawn from the front three-quarter, the side and the rear, with its size and
// the face its make is known by (grille, lights). Drawings, clearly so: no photograph is pretended.
import {
  GLASS,
  GROUND,
  TRIM,
  TYRE,
  carFigure,
  carProportions,
  luminance,
  mix,
  roundedPath,
  studioScene,
  type BodyStyle,
} from './car-art.ts';

export const sizeClasses = ['compact', 'midsize', 'fullsize'] as const;
export type SizeClass = (typeof sizeClasses)[number];
export type CarView = 'front' | 'side' | 'rear';

/** What a drawing shows of a car: its body, its size, and its make (which decides the face). */
export interface CarDesign {
  style: BodyStyle;
  size: SizeClass;
  make: string;
}

type Grille =
  | 'kidney'
  | 'single-frame'
  | 'split-bar'
  | 'wing'
  | 'wide-mouth'
  | 'slots'
  | 'hexagon'
  | 'diagonal'
  | 'none'
  | 'crosshair'
  | 'v-chrome'
  | 'bars';
type Lights = 'slim' | 'round' | 'square' | 'swept' | 'hammer';
type Tail = 'corners' | 'full-width' | 'tall' | 'l-shape' | 'round' | 'triple';

interface MakeFace {
  grille: Grille;
  lights: Lights;
  tail: Tail;
}

/** The faces makes are known by, drawn loosely: shapes that tell them apart, not their badges. */
const faces: Record<string, MakeFace> = {
  BMW: { grille: 'kidney', lights: 'slim', tail: 'l-shape' },
  Audi: { grille: 'single-frame', lights: 'swept', tail: 'full-width' },
  Chevrolet: { grille: 'split-bar', lights: 'square', tail: 'corners' },
  Honda: { grille: 'wing', lights: 'swept', tail: 'l-shape' },
  Mazda: { grille: 'wing', lights: 'slim', tail: 'round' },
  Toyota: { grille: 'wide-mouth', lights: 'swept', tail: 'corners' },
  Jeep: { grille: 'slots', lights: 'round', tail: 'tall' },
  Subaru: { grille: 'hexagon', lights: 'swept', tail: 'corners' },
  Hyundai: { grille: 'hexagon', lights: 'slim', tail: 'full-width' },
  Volvo: { grille: 'diagonal', lights: 'hammer', tail: 'tall' },
  Tesla: { grille: 'none', lights: 'slim', tail: 'corners' },
  Ram: { grille: 'crosshair', lights: 'square', tail: 'tall' },
  Nissan: { grille: 'v-chrome', lights: 'swept', tail: 'corners' },
  Ford: { grille: 'bars', lights: 'square', tail: 'triple' },
  MINI: { grille: 'hexagon', lights: 'round', tail: 'round' },
  Chrysler: { grille: 'wing', lights: 'slim', tail: 'full-width' },
  Volkswagen: { grille: 'bars', lights: 'slim', tail: 'corners' },
};
const plainFace: MakeFace = { grille: 'bars', lights: 'slim', tail: 'corners' };

const sizes: Record<SizeClass, { width: number; height: number; length: number }> = {
  compact: { width: 0.9, height: 0.94, length: 0.88 },
  midsize: { width: 1, height: 1, length: 1 },
  fullsize: { width: 1.1, height: 1.06, length: 1.06 },
};

const CHROME = '#c9ced6';
const n = (v: number): string => String(Math.round(v * 10) / 10);
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
const poly = (points: readonly (readonly [number, number, number?])[], fill: string, extra = '') =>
  `<path d="${roundedPath(points)}" fill="${fill}"${extra}/>`;
/** Draws a shape on the left and its mirror image on the right of the centre line x = 640. */
const pair = (shape: string) => `${shape}<g transform="translate(1280 0) scale(-1 1)">${shape}</g>`;

interface Frame {
  half: number;
  roof: number;
  belt: number;
  style: BodyStyle;
  paint: string;
  edge: string;
}

function frameOf(design: CarDesign, paint: string): Frame {
  const size = sizes[design.size];
  const proportions = carProportions(design.style);
  const tall = design.style === 'suv' || design.style === 'pickup' || design.style === 'minivan';
  const lift = (y: number) => GROUND - (GROUND - y) * size.height;
  return {
    half: (tall ? 300 : 280) * size.width,
    roof: lift(proportions.roofTop),
    belt: lift(proportions.belt),
    style: design.style,
    paint,
    edge: mix(paint, '#000000', 0.2),
  };
}

/** The car seen straight from the front or the back: body, glass, tyres; the face is drawn over it. */
function elevation(f: Frame, end: 'front' | 'rear'): string {
  const { half, roof, belt, paint } = f;
  const x0 = 640 - half;
  const bottom = GROUND - 26;
  const out: string[] = [
    `<ellipse cx="640" cy="${GROUND + 4}" rx="${n(half * 1.15)}" ry="26" fill="#000" opacity=".28"/>`,
    // Tyres under the body's corners.
    pair(rect(x0 + 18, GROUND - 92, 74, 92, 14, TYRE)),
  ];
  const open = f.style === 'convertible';
  const cabHalf = f.style === 'pickup' && end === 'rear' ? half * 0.74 : half * 0.86;
  const roofHalf = half * (f.style === 'minivan' || f.style === 'suv' ? 0.74 : 0.66);
  if (!open) {
    const top = roof;
    out.push(
      poly(
        [
          [640 - cabHalf, belt + 4, 6],
          [640 - roofHalf, top, 24],
          [640 + roofHalf, top, 24],
          [640 + cabHalf, belt + 4, 6],
        ],
        paint,
        ` stroke="${f.edge}" stroke-width="2"`,
      ),
      poly(
        [
          [640 - cabHalf + 22, belt - 2, 4],
          [640 - roofHalf + 14, top + 16, 14],
          [640 + roofHalf - 14, top + 16, 14],
          [640 + cabHalf - 22, belt - 2, 4],
        ],
        luminance(paint) < 0.25 ? '#3b4857' : GLASS,
      ),
      // A reflection across the glass.
      poly(
        [
          [640 - roofHalf + 40, top + 18],
          [640 - roofHalf + 110, top + 18],
          [640 - cabHalf + 120, belt - 4],
          [640 - cabHalf + 50, belt - 4],
        ],
        '#fff',
        ' opacity=".1"',
      ),
    );
  } else if (end === 'front') {
    // Windscreen frame over an open cockpit.
    out.push(
      poly(
        [
          [640 - cabHalf + 10, belt, 4],
          [640 - roofHalf, belt - 90, 10],
          [640 + roofHalf, belt - 90, 10],
          [640 + cabHalf - 10, belt, 4],
        ],
        TRIM,
      ),
      poly(
        [
          [640 - cabHalf + 24, belt - 2],
          [640 - roofHalf + 12, belt - 80, 8],
          [640 + roofHalf - 12, belt - 80, 8],
          [640 + cabHalf - 24, belt - 2],
        ],
        '#9fb4c4',
        ' opacity=".6"',
      ),
    );
  } else {
    // Head restraints and the folded roof behind the seats.
    out.push(pair(rect(640 - half * 0.46, belt - 58, 84, 64, 26, TRIM)));
    out.push(rect(640 - half * 0.62, belt - 18, half * 1.24, 22, 10, '#2e3238'));
  }
  // Mirrors stand out beside the glass.
  if (end === 'front' || !open) {
    out.push(
      pair(
        poly(
          [
            [x0 - 34, belt + 8, 8],
            [x0 - 24, belt - 26, 8],
            [x0 + 20, belt - 22, 6],
            [x0 + 16, belt + 12, 6],
          ],
          paint,
          ` stroke="${f.edge}" stroke-width="2"`,
        ),
      ),
    );
  }
  // The body below the glass, with shoulders.
  out.push(
    poly(
      [
        [x0 + 10, bottom, 16],
        [x0, belt + 40, 30],
        [x0 + 24, belt - 2, 24],
        [640 + half - 24, belt - 2, 24],
        [640 + half, belt + 40, 30],
        [640 + half - 10, bottom, 16],
      ],
      paint,
      ` stroke="${f.edge}" stroke-width="2"`,
    ),
    rect(x0 + 20, belt + 4, half * 2 - 40, 5, 2, '#fff', ' opacity=".2"'),
    rect(x0 + 8, bottom - 56, half * 2 - 16, 56, 18, '#000', ' opacity=".12"'),
  );
  if (f.style === 'suv' || f.style === 'pickup') {
    out.push(rect(x0 + 6, bottom - 30, half * 2 - 12, 30, 12, '#3a3f46'));
  }
  return out.join('');
}

function headlights(f: Frame, lights: Lights): string {
  const x0 = 640 - f.half;
  const y = f.belt + 34;
  const lamp = '#fff4d2';
  const stroke = ` stroke="${mix(f.paint, '#000', 0.4)}" stroke-width="3"`;
  switch (lights) {
    case 'round':
      return pair(
        `<circle cx="${n(x0 + 86)}" cy="${n(y + 14)}" r="38" fill="${CHROME}"/><circle cx="${n(x0 + 86)}" cy="${n(y + 14)}" r="28" fill="${lamp}"${stroke}/>`,
      );
    case 'square':
      return pair(
        rect(x0 + 34, y - 8, 118, 52, 6, lamp, stroke) + rect(x0 + 40, y + 30, 106, 8, 3, '#f5a623'),
      );
    case 'swept':
      return pair(
        poly(
          [
            [x0 + 30, y - 6, 8],
            [x0 + 168, y + 12, 8],
            [x0 + 160, y + 36, 8],
            [x0 + 36, y + 30, 10],
          ],
          lamp,
          stroke,
        ),
      );
    case 'hammer':
      // The "hammer" daytime light: a bar across a round-cornered lamp.
      return pair(
        rect(x0 + 34, y - 8, 128, 50, 18, lamp, stroke) +
          rect(x0 + 44, y + 14, 108, 6, 3, '#ffffff') +
          rect(x0 + 95, y - 4, 6, 42, 3, '#ffffff'),
      );
    default:
      return pair(
        poly(
          [
            [x0 + 34, y, 6],
            [x0 + 170, y + 8, 6],
            [x0 + 168, y + 24, 6],
            [x0 + 38, y + 22, 6],
          ],
          lamp,
          stroke,
        ),
      );
  }
}

function grille(f: Frame, kind: Grille): string {
  const y = f.belt + 40;
  const mesh = '#1b1e22';
  switch (kind) {
    case 'kidney':
      return pair(rect(572, y - 8, 58, 74, 22, mesh, ` stroke="${CHROME}" stroke-width="6"`));
    case 'single-frame':
      return poly(
        [
          [530, y - 10, 10],
          [750, y - 10, 10],
          [770, y + 60, 14],
          [740, y + 120, 14],
          [540, y + 120, 14],
          [510, y + 60, 14],
        ],
        mesh,
        ` stroke="${CHROME}" stroke-width="5"`,
      );
    case 'split-bar':
      return (
        rect(500, y - 6, 280, 44, 8, mesh) +
        rect(490, y + 40, 300, 16, 6, CHROME) +
        rect(520, y + 56, 240, 46, 8, mesh)
      );
    case 'wing':
      return (
        rect(540, y + 2, 200, 60, 16, mesh) +
        poly(
          [
            [470, y + 4, 4],
            [810, y + 4, 4],
            [770, y + 18, 4],
            [510, y + 18, 4],
          ],
          CHROME,
        )
      );
    case 'wide-mouth':
      return (
        rect(590, y - 4, 100, 22, 8, mesh) +
        poly(
          [
            [500, y + 48, 14],
            [780, y + 48, 14],
            [750, y + 120, 18],
            [530, y + 120, 18],
          ],
          mesh,
        )
      );
    case 'slots':
      return Array.from({ length: 7 }, (_, i) => rect(548 + i * 28, y - 10, 16, 96, 8, mesh)).join('');
    case 'hexagon':
      return poly(
        [
          [560, y - 6, 8],
          [720, y - 6, 8],
          [750, y + 40, 8],
          [720, y + 96, 10],
          [560, y + 96, 10],
          [530, y + 40, 8],
        ],
        mesh,
        ` stroke="${CHROME}" stroke-width="4"`,
      );
    case 'diagonal':
      return (
        rect(548, y - 8, 184, 94, 10, mesh, ` stroke="${CHROME}" stroke-width="6"`) +
        `<path d="M560 ${n(y + 78)}L720 ${n(y)}" stroke="${CHROME}" stroke-width="8"/>`
      );
    case 'none':
      return rect(560, y + 76, 160, 20, 10, mesh, ' opacity=".7"');
    case 'crosshair':
      return (
        rect(500, y - 14, 280, 110, 10, mesh, ` stroke="${CHROME}" stroke-width="6"`) +
        rect(500, y + 36, 280, 12, 4, CHROME) +
        rect(634, y - 14, 12, 110, 4, CHROME)
      );
    case 'v-chrome':
      return (
        rect(540, y - 6, 200, 96, 14, mesh) +
        `<path d="M548 ${n(y)}L640 ${n(y + 90)}L732 ${n(y)}" fill="none" stroke="${CHROME}" stroke-width="10" stroke-linejoin="round"/>`
      );
    default:
      return (
        rect(520, y - 6, 240, 84, 10, mesh) +
        [14, 34, 54].map((dy) => rect(524, y + dy, 232, 6, 3, '#6b737d')).join('')
      );
  }
}

function taillights(f: Frame, tail: Tail): string {
  const x0 = 640 - f.half;
  const y = f.belt + 26;
  const red = '#d3322c';
  const stroke = ` stroke="${mix(red, '#000', 0.3)}" stroke-width="3"`;
  switch (tail) {
    case 'full-width':
      return (
        pair(rect(x0 + 24, y, 170, 40, 10, red, stroke)) +
        rect(x0 + 190, y + 12, f.half * 2 - 380, 12, 6, red)
      );
    case 'tall':
      return pair(rect(x0 + 8, f.roof + 60 > y - 120 ? y - 120 : f.roof + 60, 40, 200, 14, red, stroke));
    case 'l-shape':
      return pair(
        poly(
          [
            [x0 + 20, y - 4, 6],
            [x0 + 180, y - 4, 6],
            [x0 + 180, y + 18, 6],
            [x0 + 70, y + 22, 6],
            [x0 + 70, y + 56, 6],
            [x0 + 20, y + 56, 6],
          ],
          red,
          stroke,
        ),
      );
    case 'round':
      return pair(
        `<circle cx="${n(x0 + 90)}" cy="${n(y + 22)}" r="34" fill="${red}"${stroke}/><circle cx="${n(x0 + 90)}" cy="${n(y + 22)}" r="14" fill="#f6b3ae"/>`,
      );
    case 'triple':
      return pair([0, 1, 2].map((i) => rect(x0 + 40 + i * 40, y - 6, 26, 64, 6, red, stroke)).join(''));
    default:
      return pair(
        poly(
          [
            [x0 + 20, y, 8],
            [x0 + 160, y + 4, 8],
            [x0 + 150, y + 40, 8],
            [x0 + 24, y + 44, 8],
          ],
          red,
          stroke,
        ),
      );
  }
}

function frontFace(f: Frame, face: MakeFace): string {
  const bottom = GROUND - 26;
  return (
    headlights(f, face.lights) +
    grille(f, face.grille) +
    rect(560, bottom - 82, 160, 38, 4, '#f4f4f0', ` stroke="${TRIM}" stroke-width="3"`) +
    rect(640 - f.half * 0.8, bottom - 40, f.half * 1.6, 26, 12, TRIM)
  );
}

function rearFace(f: Frame, design: CarDesign, face: MakeFace): string {
  const bottom = GROUND - 26;
  const electric = design.make === 'Tesla';
  const out = [taillights(f, face.tail)];
  if (design.style === 'pickup') {
    // The tailgate's edge and handle.
    out.push(
      rect(
        640 - f.half + 30,
        f.belt + 4,
        f.half * 2 - 60,
        bottom - f.belt - 60,
        10,
        'none',
        ` stroke="${f.edge}" stroke-width="4"`,
      ),
    );
    out.push(rect(610, f.belt + 20, 60, 14, 6, TRIM));
  }
  out.push(
    rect(570, bottom - 104, 140, 60, 6, '#f4f4f0', ` stroke="${TRIM}" stroke-width="3"`),
    rect(640 - f.half * 0.86, bottom - 36, f.half * 1.72, 24, 10, TRIM),
  );
  if (!electric) out.push(pair(rect(640 - f.half * 0.62, bottom - 22, 44, 18, 9, '#5d6670')));
  return out.join('');
}

/** The side figure of the body style, stretched to the car's size, facing right. */
function side(design: CarDesign, paint: string, id: string): string {
  const size = sizes[design.size];
  const figure = carFigure(design.style, paint, id);
  return `<g transform="translate(640 ${GROUND}) scale(${size.length} ${size.height}) translate(-640 -${GROUND})">${figure}</g>`;
}

/**
 * One listing photo of a car: `front` (three-quarter from the front: the side drawn in perspective, the face beside
 * it), `side`, or `rear` (straight from behind), as a standalone 1280×800 SVG.
 */
export function carPhoto(
  design: CarDesign,
  options: { paint: string; backdrop: string; view: CarView },
): string {
  const { paint, backdrop, view } = options;
  const face = faces[design.make] ?? plainFace;
  const f = frameOf(design, paint);
  const id = `photo-${design.style}`;
  if (view === 'side') {
    // Seen from the other side from the three-quarter view: the drawing mirrored.
    return studioScene(
      backdrop,
      `<g transform="translate(1280 0) scale(-1 1)">${side(design, paint, id)}</g>`,
    );
  }
  if (view === 'rear') return studioScene(backdrop, elevation(f, 'rear') + rearFace(f, design, face));
  // The side foreshortened to the left, the face (turned a little towards the viewer, so narrower) over its front end.
  const faceScale = 0.78;
  const faceLeft = 1280 - 80 - faceScale * f.half * 2;
  const sideScale = 0.56;
  const nose = 640 + (carProportions(design.style).front - 640) * sizes[design.size].length;
  const shift = faceLeft + 70 - sideScale * nose;
  return studioScene(
    backdrop,
    `<g transform="translate(${n(shift)} ${GROUND}) scale(${sideScale} 1) translate(0 -${GROUND})">${side(design, paint, id)}</g>` +
      `<g transform="translate(${n(faceLeft + faceScale * f.half)} ${GROUND}) scale(${faceScale} 1) translate(-640 -${GROUND})">` +
      elevation(f, 'front') +
      frontFace(f, face) +
      `</g>`,
  );
}
