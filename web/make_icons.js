// Renders the app's icon (web/icon.svg) into the PNGs the manifest and the page name, at build
// time with rsvg-convert (Debian: librsvg2-bin), so no binary image is kept in the repository:
//   icon-192.png, icon-512.png        the icon as drawn (rounded corners, transparent outside)
//   icon-maskable-512.png             full bleed, the motif inside the central circle that every
//                                     platform's mask keeps (80 % of the width)
//   apple-touch-icon.png (180 px)     the same full-bleed picture: iOS rounds the corners itself
//
// Usage: node make_icons.js RSVG_CONVERT ICON_SVG OUT_DIR WORK_DIR
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const [rsvg, source, outDir, workDir] = process.argv.slice(2);
if (!workDir) {
  console.error('usage: node make_icons.js RSVG_CONVERT ICON_SVG OUT_DIR WORK_DIR');
  process.exit(2);
}

// The maskable picture from the same drawing: its background without the rounded corners, the
// motif scaled down about the middle of the motif's extent so it stays inside the safe circle.
const MOTIF_TOP = 78;
const MOTIF_BOTTOM = 468;
const MOTIF_SCALE = 0.7;
function maskable(svg) {
  const background = /<rect id="background"([^>]*?) rx="[0-9.]+"/;
  const motif = /<g id="motif">([\s\S]*?)\n  <\/g>/;
  if (!background.test(svg) || !motif.test(svg)) {
    throw new Error(`${source} has no <rect id="background" ... rx=...> or <g id="motif">...</g> to derive the maskable icon from`);
  }
  const middle = (MOTIF_TOP + MOTIF_BOTTOM) / 2;
  return svg.replace(background, '<rect id="background"$1')
    .replace(motif, `<g id="motif" transform="translate(256 256) scale(${MOTIF_SCALE}) translate(-256 -${middle})">$1\n  </g>`);
}

function render(svgFile, size, name) {
  execFileSync(rsvg, ['--width', String(size), '--height', String(size), '--output', path.join(outDir, name), svgFile]);
}

fs.mkdirSync(outDir, { recursive: true });
fs.mkdirSync(workDir, { recursive: true });
const maskableFile = path.join(workDir, 'icon-maskable.svg');
fs.writeFileSync(maskableFile, maskable(fs.readFileSync(source, 'utf8')));
render(source, 192, 'icon-192.png');
render(source, 512, 'icon-512.png');
render(maskableFile, 512, 'icon-maskable-512.png');
render(maskableFile, 180, 'apple-touch-icon.png');
