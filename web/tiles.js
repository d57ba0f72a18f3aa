// Tile pictures drawn by this page as SVG (no copied art): a tile face with the rank and a
// simple suit mark. The tile's Unicode character is the accessible name's companion.

const SUITS = {
  m: { colour: "#b02a37", mark: "crak", name: "craks" },
  p: { colour: "#0b5394", mark: "dot", name: "dots" },
  s: { colour: "#1e7b34", mark: "bam", name: "bams" },
};
const HONOURS = {
  "1z": { text: "E", name: "East wind", colour: "#222" },
  "2z": { text: "S", name: "South wind", colour: "#222" },
  "3z": { text: "W", name: "West wind", colour: "#222" },
  "4z": { text: "N", name: "North wind", colour: "#222" },
  "5z": { text: "", name: "White dragon (soap)", colour: "#0b5394", frame: true },
  "6z": { text: "G", name: "Green dragon", colour: "#1e7b34" },
  "7z": { text: "R", name: "Red dragon", colour: "#b02a37" },
};

/** A readable name for a tile in MPSZ text ("5p" → "5 dots"). */
export function tileName(mpsz) {
  const suit = SUITS[mpsz[1]];
  if (suit && /[1-9]/.test(mpsz[0])) return `${mpsz[0]} ${suit.name}`;
  if (HONOURS[mpsz]) return HONOURS[mpsz].name;
  if (mpsz === "0f") return "Flower";
  if (mpsz === "0j") return "Joker";
  if (mpsz[1] === "f") return `Flower ${mpsz[0]}`;
  if (mpsz[1] === "g") return `Season ${mpsz[0]}`;
  return mpsz;
}

function marks(suit, rank) {
  const c = SUITS[suit].colour;
  const out = [];
  // Up to nine small marks in a 3×3 grid under the rank.
  const n = Number(rank);
  for (let i = 0; i < n; i++) {
    const x = 9 + (i % 3) * 9;
    const y = 30 + Math.floor(i / 3) * 7;
    if (suit === "p") out.push(`<circle cx="${x}" cy="${y}" r="3" fill="none" stroke="${c}" stroke-width="1.6"/>`);
    else if (suit === "s") out.push(`<rect x="${x - 1.5}" y="${y - 3}" width="3" height="6" rx="1" fill="${c}"/>`);
    else out.push(`<path d="M${x - 3} ${y - 2} h6 M${x} ${y - 3} v6 M${x - 3} ${y + 2} h6" stroke="${c}" stroke-width="1.3"/>`);
  }
  return out.join("");
}

/** The SVG of a tile, 36 × 48 units. */
export function tileSvg(mpsz) {
  const face = `<rect class="face" x="1" y="1" width="34" height="46" rx="5" fill="#fffdf5" stroke="#8a8470" stroke-width="1.5"/>`;
  let body = "";
  const suit = SUITS[mpsz[1]];
  if (suit && /[1-9]/.test(mpsz[0])) {
    body = `<text x="18" y="20" text-anchor="middle" font-size="17" font-weight="700" fill="${suit.colour}" font-family="sans-serif">${mpsz[0]}</text>${marks(mpsz[1], mpsz[0])}`;
  } else if (HONOURS[mpsz]) {
    const h = HONOURS[mpsz];
    body = h.frame
      ? `<rect x="8" y="9" width="20" height="30" rx="2" fill="none" stroke="${h.colour}" stroke-width="3"/>`
      : `<text x="18" y="33" text-anchor="middle" font-size="24" font-weight="700" fill="${h.colour}" font-family="serif">${h.text}</text>`;
  } else if (mpsz[1] === "f" || mpsz[1] === "g") {
    const c = mpsz[1] === "f" ? "#c2185b" : "#ef6c00";
    const petals = [0, 72, 144, 216, 288]
      .map((a) => `<ellipse cx="18" cy="17" rx="4" ry="7" fill="${c}" opacity="0.8" transform="rotate(${a} 18 24)"/>`)
      .join("");
    const n = mpsz[0] === "0" ? "" : `<text x="29" y="44" text-anchor="middle" font-size="9" fill="#333" font-family="sans-serif">${mpsz[0]}</text>`;
    body = `${petals}<circle cx="18" cy="24" r="3" fill="#ffd54f"/>${n}`;
  } else if (mpsz === "0j") {
    body = `<path d="M18 8 L22 20 L34 20 L24 27 L28 40 L18 32 L8 40 L12 27 L2 20 L14 20 Z" fill="#6a1b9a" transform="scale(0.8) translate(4.5 6)"/><text x="18" y="45" text-anchor="middle" font-size="7" fill="#6a1b9a" font-family="sans-serif">JOKER</text>`;
  } else {
    body = `<text x="18" y="30" text-anchor="middle" font-size="12" fill="#555" font-family="sans-serif">${mpsz}</text>`;
  }
  return `<svg viewBox="0 0 36 48" aria-hidden="true" focusable="false">${face}${body}</svg>`;
}
