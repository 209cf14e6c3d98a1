// What the web font subset keeps. Shared by scripts/font-subset.mjs, which writes the font,
// and the unit test that checks src/styles/fonts.css declares the same unicode-range.

/** [first, last] code points, inclusive. */
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: accented names, ©, ®, °, ½, ×
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
]

const LATIN_CHARACTERS = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join("")

const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, "0")
const LATIN_UNICODE_RANGE = RANGES.map(([first, last]) =>
  first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
).join(", ")

/** --weight-regular to --weight-black in src/styles/tokens.css. */
const WEIGHT_RANGE = { min: 400, max: 800 }

/**
 * Kerning, ligatures and contextual alternates, the marks accented letters are built from,
 * tabular figures (file sizes on the quote form) and case-sensitive punctuation. Inter's
 * stylistic sets and character variants, which the site does not switch on, are dropped.
 */
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case", "rlig"]

module.exports = { LATIN_CHARACTERS, LATIN_UNICODE_RANGE, WEIGHT_RANGE, LAYOUT_FEATURES }
