// The storefront's own scenes (hero, promo, error) and the logo, drawn as SVG around the car figures of car-art.ts.
import { GROUND, carFigure, mix, type BodyStyle } from './car-art.ts';

// Seeded so reruns produce byte-identical scenes.
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const vGradient = (id: string, stops: readonly (readonly [number, string, number?])[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

const glow = (id: string, color: string, opacity = 1): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
  `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

// Places a car so that its ground contact centre lands on (x, ground).
function car(style: BodyStyle, paint: string, id: string, x: number, ground: number, scale: number): string {
  return `<g transform="translate(${x} ${ground}) scale(${scale}) translate(-640 -${GROUND})">${carFigure(style, paint, id)}</g>`;
}

function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return (
    `<g fill="#fff" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-90" y="-18" width="190" height="36" rx="18"/><circle cx="-30" cy="-22" r="34"/>` +
    `<circle cx="22" cy="-34" r="42"/><circle cx="64" cy="-14" r="26"/></g>`
  );
}

function stars(rand: () => number, count: number, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 0.8 + rand() * 1.6;
    out += `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

// Flat skyline of blocks between x0 and x1 standing on baseY.
function skyline(
  rand: () => number,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  fill: string,
): string {
  let d = '';
  let x = x0;
  while (x < x1) {
    const w = 40 + rand() * 70;
    const h = minH + rand() * (maxH - minH);
    d += `M${x.toFixed(0)} ${baseY}V${(baseY - h).toFixed(0)}H${(x + w).toFixed(0)}V${baseY}Z`;
    x += w - 4;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

function lampPost(x: number, baseY: number, height: number, lightId: string): string {
  const top = baseY - height;
  return (
    `<circle cx="${x + 34}" cy="${top + 14}" r="90" fill="url(#${lightId})"/>` +
    `<rect x="${x - 4}" y="${top}" width="8" height="${height}" fill="#1d2133"/>` +
    `<path d="M${x} ${top + 4}Q${x} ${top - 10} ${x + 20} ${top - 8}H${x + 40}" fill="none" stroke="#1d2133" stroke-width="6"/>` +
    `<path d="M${x + 22} ${top - 10}H${x + 50}L${x + 44} ${top + 4}H${x + 28}Z" fill="#1d2133"/>` +
    `<rect x="${x + 28}" y="${top + 2}" width="16" height="5" rx="2" fill="#ffe7b0"/>`
  );
}

function tree(x: number, baseY: number, s: number, leaf: string): string {
  return (
    `<g transform="translate(${x} ${baseY}) scale(${s})">` +
    `<rect x="-6" y="-90" width="12" height="90" fill="#5b4636"/>` +
    `<circle cx="0" cy="-120" r="52" fill="${leaf}"/><circle cx="-34" cy="-96" r="34" fill="${leaf}"/>` +
    `<circle cx="34" cy="-98" r="36" fill="${leaf}"/><circle cx="12" cy="-140" r="30" fill="${mix(leaf, '#ffffff', 0.12)}"/></g>`
  );
}

function palm(x: number, baseY: number, s: number): string {
  const leaf = (rot: number, fill: string): string =>
    `<path d="M0 0Q60 -34 130 4Q66 -8 0 8Z" fill="${fill}" transform="rotate(${rot})"/>`;
  return (
    `<g transform="translate(${x} ${baseY}) scale(${s})">` +
    `<path d="M-8 0Q-2 -120 30 -250L42 -246Q14 -120 10 0Z" fill="#7a5a3c"/>` +
    `<g transform="translate(36 -248)">${leaf(-20, '#2f7d4f')}${leaf(30, '#276b43')}${leaf(160, '#2f7d4f')}` +
    `${leaf(200, '#3a9160')}${leaf(250, '#276b43')}${leaf(-70, '#3a9160')}</g></g>`
  );
}

// Bunting: triangular pennants hanging from a sagging line between two points.
function bunting(x0: number, x1: number, y: number, sag: number, count: number): string {
  const colors = ['#e5702a', '#f4c34d', '#1f8a8a', '#eef0f2', '#c8242b'];
  let out = `<path d="M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" fill="none" stroke="#1d2133" stroke-width="2"/>`;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const px = x0 + (x1 - x0) * t;
    const py = y + sag * 4 * t * (1 - t);
    out += `<path d="M${(px - 11).toFixed(1)} ${py.toFixed(1)}L${(px + 11).toFixed(1)} ${py.toFixed(1)}L${px.toFixed(1)} ${(py + 26).toFixed(1)}Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function forecourt(): string {
  const rand = random(11);
  const defs = `<defs>${vGradient('sky', [
    [0, '#1d2250'],
    [0.5, '#5b467f'],
    [0.78, '#c46f7a'],
    [1, '#f6a86b'],
  ])}${vGradient('ground', [
    [0, '#3a3a54'],
    [1, '#23253a'],
  ])}${vGradient('glass', [
    [0, '#ffe2ad'],
    [1, '#f0a865'],
  ])}${glow('sun', '#ffc48a', 0.7)}${glow('lamp', '#ffd894', 0.55)}${glow('spill', '#ffc98a', 0.3)}</defs>`;
  const mullions = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${676 + i * 74}" y="306" width="6" height="134" fill="#4a4466"/>`,
  ).join('');
  return svg(
    1600,
    640,
    defs +
      `<rect width="1600" height="640" fill="url(#sky)"/>` +
      stars(rand, 40, 1600, 200) +
      `<circle cx="260" cy="440" r="420" fill="url(#sun)"/>` +
      skyline(rand, -20, 1620, 440, 30, 110, '#4b3e6d') +
      `<rect y="438" width="1600" height="202" fill="url(#ground)"/>` +
      // Dealership building with a lit glass showroom.
      `<rect x="620" y="250" width="930" height="192" fill="#d9d3e6"/>` +
      `<rect x="600" y="236" width="970" height="40" rx="4" fill="#2b3050"/>` +
      `<rect x="600" y="270" width="970" height="8" fill="#f2a65a"/>` +
      `<rect x="660" y="300" width="880" height="140" fill="url(#glass)"/>` +
      mullions +
      `<rect x="660" y="300" width="880" height="6" fill="#4a4466"/>` +
      `<rect x="600" y="438" width="970" height="8" fill="#2b3050" opacity=".6"/>` +
      bunting(600, 1570, 200, 18, 26) +
      `<rect x="596" y="196" width="6" height="60" fill="#1d2133"/><rect x="1566" y="196" width="6" height="60" fill="#1d2133"/>` +
      lampPost(420, 640, 330, 'lamp') +
      // Parking bay lines on the forecourt.
      [700, 1000, 1300]
        .map((x) => `<path d="M${x} 470L${x - 70} 640" stroke="#fff" stroke-width="5" opacity=".22"/>`)
        .join('') +
      `<ellipse cx="1100" cy="470" rx="520" ry="50" fill="url(#spill)"/>` +
      car('suv', '#1f4e8c', 'c1', 840, 520, 0.3) +
      car('pickup', '#eef0f2', 'c2', 1150, 520, 0.28) +
      car('wagon', '#555b63', 'c3', 1436, 520, 0.28) +
      car('sedan', '#c8242b', 'c4', 760, 612, 0.38) +
      car('hatchback', '#e5702a', 'c5', 1200, 612, 0.4) +
      // A cool dusk wash ties the cars into the scene light.
      `<rect width="1600" height="640" fill="#2a2a5a" opacity=".12"/>`,
  );
}

function coastal(): string {
  const rand = random(23);
  const defs = `<defs>${vGradient('sky', [
    [0, '#7cc4ec'],
    [0.7, '#cfe7f1'],
    [1, '#fde3c2'],
  ])}${vGradient('sea', [
    [0, '#3b9cc2'],
    [1, '#1d6a93'],
  ])}${vGradient('road', [
    [0, '#52575f'],
    [1, '#3c4047'],
  ])}${glow('sun', '#fff1c4', 0.9)}</defs>`;
  let sparkles = '';
  for (let i = 0; i < 40; i++) {
    const x = rand() * 1600;
    const y = 380 + rand() * 120;
    sparkles += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(10 + rand() * 30).toFixed(0)}" height="3" rx="1.5" fill="#fff" opacity=".35"/>`;
  }
  const posts = Array.from(
    { length: 17 },
    (_, i) => `<rect x="${i * 100 + 10}" y="512" width="8" height="34" fill="#8a9099"/>`,
  ).join('');
  const dashes = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${i * 130 - 40}" y="628" width="70" height="6" rx="3" fill="#f4f1e6"/>`,
  ).join('');
  // Speed lines trailing the convertible.
  const streaks = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${560 - i * 50}" y="${548 + i * 20}" width="${120 - i * 24}" height="5" rx="2.5" fill="#fff" opacity=".7"/>`,
    )
    .join('');
  return svg(
    1600,
    640,
    defs +
      `<rect width="1600" height="640" fill="url(#sky)"/>` +
      `<circle cx="1250" cy="250" r="230" fill="url(#sun)"/><circle cx="1250" cy="250" r="62" fill="#fff6d6"/>` +
      cloud(420, 150, 1.1) +
      cloud(980, 110, 0.8, 0.8) +
      cloud(1480, 190, 0.7, 0.75) +
      `<rect y="360" width="1600" height="170" fill="url(#sea)"/>` +
      sparkles +
      // Headland with a lighthouse, and a distant island.
      `<path d="M0 360V240Q90 230 170 270Q260 300 330 360Z" fill="#6f9a6a"/>` +
      `<path d="M0 360V300Q120 290 220 330Q280 350 330 360Z" fill="#c9b48a"/>` +
      `<path d="M118 256L124 190H144L150 256Z" fill="#fff"/><path d="M121 224H147L148 238H120Z" fill="#c8242b"/>` +
      `<rect x="122" y="178" width="24" height="14" rx="3" fill="#f4c34d"/><path d="M118 180L134 164L150 180Z" fill="#c8242b"/>` +
      `<path d="M1380 362Q1440 330 1500 336Q1560 344 1600 362Z" fill="#5f8fa3"/>` +
      // Guard rail and road.
      palm(1490, 528, 0.95) +
      `<rect y="528" width="1600" height="112" fill="#a5a08e"/>` +
      posts +
      `<rect y="510" width="1600" height="12" rx="3" fill="#c4c9d0"/><rect y="518" width="1600" height="3" fill="#8a9099"/>` +
      `<rect y="546" width="1600" height="94" fill="url(#road)"/>` +
      `<rect y="552" width="1600" height="5" fill="#f4f1e6" opacity=".8"/>` +
      dashes +
      streaks +
      car('convertible', '#c8242b', 'cv', 920, 612, 0.52),
  );
}

function cityStreet(): string {
  const rand = random(37);
  const defs = `<defs>${vGradient('sky', [
    [0, '#9dbfe6'],
    [1, '#f3e3d3'],
  ])}${vGradient('street', [
    [0, '#4f545d'],
    [1, '#3a3e46'],
  ])}</defs>`;
  const facades: [number, number, number, string][] = [
    [-10, 150, 230, '#b9735a'],
    [220, 240, 240, '#d9c6a5'],
    [460, 110, 250, '#5e6f86'],
    [710, 190, 190, '#c98f6b'],
    [900, 130, 230, '#7f9c96'],
    [1130, 210, 210, '#d6b98e'],
    [1340, 90, 270, '#6a7892'],
  ];
  let buildings = '';
  const awnings = ['#c8242b', '#1f8a8a', '#e5702a', '#f4c34d', '#1f4e8c'];
  facades.forEach(([x, top, w, fill], i) => {
    buildings += `<rect x="${x}" y="${top}" width="${w}" height="${528 - top}" fill="${fill}"/>`;
    buildings += `<rect x="${x - 6}" y="${top - 10}" width="${w + 12}" height="14" fill="${mix(fill, '#000000', 0.2)}"/>`;
    const win = mix(fill, '#1d2840', 0.55);
    const lit = '#f7dfa6';
    for (let y = top + 30; y < 400; y += 62) {
      for (let wx = x + 24; wx < x + w - 40; wx += 52) {
        buildings += `<rect x="${wx}" y="${y}" width="30" height="40" rx="3" fill="${rand() < 0.18 ? lit : win}"/>`;
      }
    }
    // Shopfront with an awning at street level.
    const awning = awnings[i % awnings.length];
    buildings += `<rect x="${x + 16}" y="446" width="${w - 32}" height="82" fill="#2d3646"/>`;
    buildings += `<rect x="${x + 24}" y="456" width="${w - 48}" height="62" fill="#8fb0c9" opacity=".55"/>`;
    buildings += `<path d="M${x + 8} 424H${x + w - 8}L${x + w - 18} 452H${x + 18}Z" fill="${awning}"/>`;
  });
  const dashes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 150 - 20}" y="580" width="80" height="6" rx="3" fill="#e9e4d6"/>`,
  ).join('');
  return svg(
    1600,
    640,
    defs +
      `<rect width="1600" height="640" fill="url(#sky)"/>` +
      cloud(300, 90, 0.8, 0.7) +
      cloud(1250, 60, 0.7, 0.6) +
      skyline(rand, -20, 1620, 300, 80, 240, '#b5c3d6') +
      buildings +
      `<rect y="526" width="1600" height="30" fill="#cfc8bd"/><rect y="552" width="1600" height="8" fill="#a59e92"/>` +
      `<rect y="560" width="1600" height="80" fill="url(#street)"/>` +
      dashes +
      tree(180, 540, 1, '#4f8a4a') +
      tree(820, 540, 0.95, '#5c9a52') +
      tree(1520, 540, 1.05, '#4f8a4a') +
      `<rect x="520" y="300" width="8" height="240" fill="#2b3140"/><path d="M524 304Q524 286 546 286H576" fill="none" stroke="#2b3140" stroke-width="6"/>` +
      `<path d="M566 282H600L594 296H572Z" fill="#2b3140"/>` +
      car('suv', '#2f5d46', 'suv', 1120, 624, 0.5),
  );
}

function showroom(): string {
  const defs = `<defs>${vGradient('wall', [
    [0, '#1b2030'],
    [1, '#30384d'],
  ])}${vGradient('floor', [
    [0, '#3b4358'],
    [1, '#20242f'],
  ])}${vGradient('beam', [
    [0, '#ffffff', 0.3],
    [1, '#ffffff', 0.02],
  ])}${glow('spot', '#ffffff', 0.28)}</defs>`;
  const panels = [60, 230, 520, 690]
    .map((x) => `<rect x="${x - 3}" y="60" width="6" height="470" rx="3" fill="#8fa2c4" opacity=".35"/>`)
    .join('');
  return svg(
    750,
    900,
    defs +
      `<rect width="750" height="900" fill="url(#wall)"/>` +
      panels +
      `<rect y="560" width="750" height="340" fill="url(#floor)"/>` +
      `<rect y="556" width="750" height="6" fill="#4d5770"/>` +
      `<path d="M330 0H420L700 720H50Z" fill="url(#beam)"/>` +
      `<rect x="320" y="0" width="110" height="22" rx="6" fill="#0f121b"/>` +
      `<ellipse cx="375" cy="700" rx="360" ry="120" fill="url(#spot)"/>` +
      `<ellipse cx="375" cy="716" rx="330" ry="62" fill="#161a24"/>` +
      `<ellipse cx="375" cy="700" rx="330" ry="62" fill="#495268"/>` +
      `<ellipse cx="375" cy="700" rx="300" ry="50" fill="#5a6480"/>` +
      car('hatchback', '#e5702a', 'hb', 362, 700, 0.68),
  );
}

function mountains(): string {
  const rand = random(53);
  const defs = `<defs>${vGradient('sky', [
    [0, '#6f6cae'],
    [0.45, '#e0889a'],
    [0.8, '#ffc999'],
    [1, '#ffe2b8'],
  ])}${vGradient('road', [
    [0, '#464b63'],
    [1, '#30344a'],
  ])}${glow('sun', '#fff0c8', 0.85)}</defs>`;
  let pines = '';
  for (let x = -10; x < 760; x += 22 + rand() * 26) {
    const h = 60 + rand() * 70;
    const base = 760;
    pines += `<path d="M${x.toFixed(0)} ${base - h}L${(x + h * 0.28).toFixed(0)} ${base}H${(x - h * 0.28).toFixed(0)}Z"/>`;
  }
  return svg(
    750,
    900,
    defs +
      `<rect width="750" height="900" fill="url(#sky)"/>` +
      `<circle cx="470" cy="470" r="260" fill="url(#sun)"/><circle cx="470" cy="470" r="86" fill="#fff4d4"/>` +
      cloud(160, 220, 0.7, 0.45) +
      `<path d="M-20 620L120 420L200 500L330 330L460 520L560 400L770 640V900H-20Z" fill="#a486b4"/>` +
      `<path d="M330 330L372 392L348 384L328 406L306 382L290 390Z" fill="#f4ecf4"/>` +
      `<path d="M120 420L150 462L132 458L116 474L100 450Z" fill="#f4ecf4"/>` +
      `<path d="M-20 700L90 560L190 640L300 520L430 660L560 540L770 700V900H-20Z" fill="#6c6aa0"/>` +
      `<path d="M-20 760L120 680L260 730L420 650L560 720L770 670V900H-20Z" fill="#454e7a"/>` +
      `<g fill="#2e3658">${pines}</g>` +
      `<rect y="756" width="750" height="144" fill="url(#road)"/>` +
      `<rect y="762" width="750" height="5" fill="#f4e6d0" opacity=".7"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${i * 150 - 30}" y="872" width="80" height="6" rx="3" fill="#f4e6d0" opacity=".8"/>`,
      ).join('') +
      car('wagon', '#1f8a8a', 'wg', 380, 846, 0.62),
  );
}

function nightStreet(): string {
  const rand = random(71);
  const defs =
    `<defs>${vGradient('sky', [
      [0, '#0c1230'],
      [1, '#2f3868'],
    ])}${vGradient('cone', [
      [0, '#ffd98f', 0.45],
      [1, '#ffd98f', 0.04],
    ])}${glow('pool', '#ffd98f', 0.45)}${glow('bulb', '#ffe9b8', 0.9)}` +
    `<mask id="crescent"><circle cx="150" cy="170" r="52" fill="#fff"/><circle cx="174" cy="152" r="48" fill="#000"/></mask></defs>`;
  let windows = '';
  for (let i = 0; i < 70; i++) {
    windows += `<rect x="${(rand() * 750).toFixed(0)}" y="${(664 + rand() * 84).toFixed(0)}" width="8" height="10" fill="#ffd98f" opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return svg(
    750,
    900,
    defs +
      `<rect width="750" height="900" fill="url(#sky)"/>` +
      stars(rand, 70, 750, 480) +
      `<circle cx="150" cy="170" r="52" fill="#f6efd6" mask="url(#crescent)"/>` +
      skyline(rand, -20, 770, 760, 120, 300, '#1b2142') +
      windows +
      `<rect y="756" width="750" height="144" fill="#252a40"/>` +
      `<rect y="756" width="750" height="14" fill="#3a4060"/>` +
      `<path d="M470 316L250 860H760L560 316Z" fill="url(#cone)"/>` +
      `<ellipse cx="470" cy="850" rx="330" ry="60" fill="url(#pool)"/>` +
      `<rect x="612" y="300" width="12" height="470" fill="#0f1326"/>` +
      `<path d="M618 306Q618 270 580 270H500" fill="none" stroke="#0f1326" stroke-width="9"/>` +
      `<path d="M456 262H540L528 296H468Z" fill="#0f1326"/>` +
      `<circle cx="498" cy="300" r="60" fill="url(#bulb)"/><rect x="470" y="294" width="56" height="7" rx="3" fill="#fff3cf"/>` +
      car('coupe', '#c8242b', 'cp', 386, 862, 0.6),
  );
}

function promo(): string {
  const rand = random(89);
  const defs =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4e8c"/>` +
    `<stop offset="1" stop-color="#1f8a8a"/></linearGradient>${glow('halo', '#ffffff', 0.25)}</defs>`;
  const confettiColors = ['#f4c34d', '#e5702a', '#eef0f2', '#c8242b', '#9be3d0'];
  let confetti = '';
  for (let i = 0; i < 36; i++) {
    const x = 640 + rand() * 560;
    const y = rand() * 460;
    confetti += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="14" height="6" rx="2" fill="${confettiColors[i % confettiColors.length]}" transform="rotate(${(rand() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  // Mirror position of the sedan in scene space (sedan mirror is at 822,402 in car space).
  const scale = 0.56;
  const cx = 380;
  const ground = 420;
  const mx = cx + (822 - 640) * scale;
  const my = ground + (402 - GROUND) * scale;
  const tag =
    `<path d="M${mx} ${my - 10}Q${mx + 14} ${my + 10} ${mx + 6} ${my + 30}" fill="none" stroke="#f4c34d" stroke-width="3"/>` +
    `<g transform="translate(${mx + 6} ${my + 30}) rotate(-12) scale(.72)">` +
    `<path d="M-26 8L0 -10L26 8V70Q26 78 18 78H-18Q-26 78 -26 70Z" fill="#f4c34d"/>` +
    `<circle cx="0" cy="6" r="5" fill="#1f4e8c"/>` +
    `<path d="M-12 42L-3 52L14 30" fill="none" stroke="#1f4e8c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const key =
    `<g transform="translate(900 230) rotate(-28)">` +
    `<circle cx="-150" cy="0" r="46" fill="none" stroke="#d7dce2" stroke-width="12"/>` +
    `<rect x="-112" y="-12" width="40" height="24" rx="8" fill="#b4bcc5"/>` +
    `<rect x="-80" y="-62" width="150" height="124" rx="46" fill="#24282e"/>` +
    `<rect x="-66" y="-50" width="122" height="100" rx="36" fill="#30353d"/>` +
    `<circle cx="-20" cy="-18" r="15" fill="#4d555f"/><circle cx="20" cy="-18" r="15" fill="#4d555f"/>` +
    `<circle cx="0" cy="22" r="15" fill="#c8242b"/>` +
    `<path d="M70 -18H236L252 0L236 18H200L192 8L184 18H170L162 8L154 18H70Z" fill="#d7dce2"/>` +
    `<path d="M84 -4H232" stroke="#9ba4ae" stroke-width="4"/></g>`;
  return svg(
    1200,
    480,
    defs +
      `<rect width="1200" height="480" fill="url(#bg)"/>` +
      `<circle cx="930" cy="230" r="300" fill="url(#halo)"/>` +
      `<circle cx="140" cy="60" r="120" fill="#fff" opacity=".05"/><circle cx="600" cy="480" r="160" fill="#fff" opacity=".05"/>` +
      `<rect y="420" width="1200" height="60" fill="#000" opacity=".12"/>` +
      confetti +
      car('sedan', '#eef0f2', 'pr', cx, ground, scale) +
      tag +
      key,
  );
}

function errorScene(): string {
  const defs = `<defs>${vGradient('bg', [
    [0, '#eef2f7'],
    [1, '#dbe3ed'],
  ])}<clipPath id="above"><rect width="640" height="356"/></clipPath></defs>`;
  const scale = 0.5;
  const ground = 356;
  const cx = 270;
  // The hatchback's front tyre is flat: tilt the car nose-down around the rear contact patch.
  const rearX = cx + (336 - 640) * scale;
  const frontX = cx + (880 - 640) * scale;
  const r = 74 * scale;
  // Steam rising off the bonnet, thinning as it climbs.
  const steam = [
    [frontX + 44, 282, 12, 0.95],
    [frontX + 56, 262, 16, 0.9],
    [frontX + 42, 236, 20, 0.8],
    [frontX + 64, 212, 18, 0.65],
    [frontX + 50, 184, 24, 0.5],
  ]
    .map(([x, y, rr, o]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="#fff" opacity="${o}"/>`)
    .join('');
  return svg(
    640,
    420,
    defs +
      `<rect width="640" height="420" fill="url(#bg)"/>` +
      `<circle cx="520" cy="90" r="40" fill="#f4c34d" opacity=".5"/>` +
      cloud(140, 80, 0.5, 0.9) +
      `<path d="M0 300Q160 250 330 290T640 280V356H0Z" fill="#cdd8e4"/>` +
      `<rect y="352" width="640" height="68" fill="#6b717c"/>` +
      Array.from(
        { length: 6 },
        (_, i) => `<rect x="${i * 120 - 10}" y="392" width="60" height="5" rx="2.5" fill="#eef0f2"/>`,
      ).join('') +
      `<ellipse cx="${cx}" cy="${ground + 2}" rx="230" ry="12" fill="#000" opacity=".18"/>` +
      `<g clip-path="url(#above)"><g transform="rotate(3 ${rearX} ${ground})">${car('hatchback', '#b8bec6', 'er', cx, ground, scale)}</g></g>` +
      // Squashed rubber where the flat tyre meets the road.
      `<path d="M${frontX - r * 1.1} ${ground}Q${frontX - r * 1.05} ${ground - 12} ${frontX - r * 0.7} ${ground - 14}H${frontX + r * 0.9}Q${frontX + r * 1.2} ${ground - 12} ${frontX + r * 1.25} ${ground}Z" fill="#1c1f24"/>` +
      steam +
      // Warning triangle standing behind the car.
      `<g transform="translate(560 ${ground - 4})"><path d="M-22 0L-14 -6M22 0L14 -6" stroke="#3a3f46" stroke-width="3"/>` +
      `<path d="M0 -62L34 -6H-34Z" fill="#d3322c" stroke="#d3322c" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M0 -40L16 -14H-16Z" fill="#f4f1e6"/></g>`,
  );
}

// Gear wheel with an H-pattern shift gate inside, knob resting in second gear.
function logoMark(color: string): string {
  const teeth = 8;
  const outer = 30;
  const root = 25;
  const step = (Math.PI * 2) / teeth;
  const at = (rad: number, ang: number): string =>
    `${(32 + rad * Math.sin(ang)).toFixed(2)} ${(32 - rad * Math.cos(ang)).toFixed(2)}`;
  let d = `M${at(root, -step * 0.24)}`;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    d += `L${at(outer, a - step * 0.15)}L${at(outer, a + step * 0.15)}L${at(root, a + step * 0.24)}`;
    d += `A${root} ${root} 0 0 1 ${at(root, a + step - step * 0.24)}`;
  }
  d += 'ZM32 13A19 19 0 1 0 32 51A19 19 0 1 0 32 13Z';
  return (
    `<path d="${d}" fill="${color}" fill-rule="evenodd"/>` +
    `<path d="M23 24V40M32 24V40M41 24V40M23 32H41" fill="none" stroke="${color}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<circle cx="23" cy="40" r="4.8" fill="${color}"/>`
  );
}

/** The storefront's scenes: the file each is rendered to (under the web app's public images), its size, and its drawing. */
export const scenes: readonly (readonly [file: string, width: number, height: number, draw: () => string])[] =
  [
    ['hero/wide-1.webp', 1600, 640, forecourt],
    ['hero/wide-2.webp', 1600, 640, coastal],
    ['hero/wide-3.webp', 1600, 640, cityStreet],
    ['hero/small-1.webp', 750, 900, showroom],
    ['hero/small-2.webp', 750, 900, mountains],
    ['hero/small-3.webp', 750, 900, nightStreet],
    ['promo.webp', 1200, 480, promo],
    ['error.webp', 640, 420, errorScene],
  ];

/** The logo mark in the page's text colour. */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${logoMark('currentColor')}</svg>\n`;

/** Favicons are not styled by the page, so the mark sits on a solid brand tile. */
export const faviconSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" rx="14" fill="#1f4e8c"/><g transform="translate(4 4) scale(.875)">${logoMark('#ffffff')}</g></svg>\n`;

/**
 * The installed app's maskable icon: the brand colour to every edge (the system cuts its own shape) and the mark inside
 * the central circle a mask keeps (the inner 80 %).
 */
export const maskableIconSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" fill="#1f4e8c"/><g transform="translate(15 15) scale(.53125)">${logoMark('#ffffff')}</g></svg>\n`;
