#!/usr/bin/env node
/**
 * Writes the race images and the seven built-in avatars as small SVG files:
 * game-icons.net heads (CC BY 3.0, shipped in react-icons' `gi` set) on a parchment
 * medallion (races) or a framed portrait (avatars) of our own. The output is committed;
 * run this again only to change the artwork: `node scripts/generate-images.mjs`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages/web/package.json'));
const iconsSource = fs.readFileSync(
  require.resolve('react-icons/gi').replace(/index\.js$/, 'index.mjs'),
  'utf8',
);

/** One entry per built-in avatar key; `ink` colours the head, the rest the frame. */
const FOLK = [
  {
    key: 'dwarfs',
    name: 'Dværge',
    icon: 'GiDwarfFace',
    accent: '#6b4a2b',
    light: '#a8763f',
    ink: '#3a2412',
  },
  {
    key: 'elves',
    name: 'Elvere',
    icon: 'GiWomanElfFace',
    accent: '#2f5d3a',
    light: '#5f9a5c',
    ink: '#1f3524',
  },
  {
    key: 'goblins',
    name: 'Gobliner',
    icon: 'GiGoblinHead',
    accent: '#56602a',
    light: '#8f9a45',
    ink: '#2e3312',
  },
  {
    key: 'half-elves',
    name: 'Halvelvere',
    icon: 'GiElfHelmet',
    accent: '#2c5a66',
    light: '#5b93a0',
    ink: '#173139',
  },
  {
    key: 'human',
    name: 'Mennesker',
    icon: 'GiVisoredHelm',
    accent: '#7a2424',
    light: '#b24a3c',
    ink: '#3b1414',
  },
  {
    key: 'orc',
    name: 'Orker',
    icon: 'GiOrcHead',
    accent: '#4a3a22',
    light: '#7d6a3b',
    ink: '#2b2010',
  },
  {
    key: 'dark-elf',
    name: 'Mørkelvere',
    icon: 'GiHood',
    accent: '#3d2a58',
    light: '#6e55a0',
    ink: '#21142f',
  },
];

function iconPaths(name) {
  const match = iconsSource.match(
    new RegExp(`export function ${name} \\(props\\) \\{\\s*return GenIcon\\((.*)\\)\\(props\\);`),
  );
  if (!match) throw new Error(`react-icons/gi has no ${name}`);
  const tree = JSON.parse(match[1]);
  if (tree.attr.viewBox !== '0 0 512 512') throw new Error(`${name}: unexpected viewBox`);
  return tree.child.map((child) => {
    if (child.tag !== 'path') throw new Error(`${name}: unexpected <${child.tag}>`);
    return `<path d="${child.attr.d}"/>`;
  });
}

const PARCHMENT =
  '<stop offset="0" stop-color="#fbf1d9"/><stop offset=".7" stop-color="#ecd9ae"/><stop offset="1" stop-color="#d5b67e"/>';

function studs(cx, cy, r, count, fill) {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * 2 * Math.PI - Math.PI / 2;
    return `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="3.2" fill="${fill}"/>`;
  }).join('');
}

function raceSvg(folk) {
  const icon = iconPaths(folk.icon).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img" aria-label="${folk.name}"><title>${folk.name}</title><defs><radialGradient id="p" cx=".5" cy=".42" r=".62">${PARCHMENT}</radialGradient><linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${folk.light}"/><stop offset="1" stop-color="${folk.accent}"/></linearGradient></defs><circle cx="128" cy="128" r="125" fill="url(#r)"/><circle cx="128" cy="128" r="114" fill="none" stroke="#d9b566" stroke-width="3"/>${studs(128, 128, 119.5, 12, '#e8c978')}<circle cx="128" cy="128" r="104" fill="url(#p)" stroke="${folk.ink}" stroke-width="3"/><circle cx="128" cy="128" r="96" fill="none" stroke="${folk.accent}" stroke-width="1.5" stroke-dasharray="2 5" opacity=".6"/><g fill="${folk.ink}" transform="translate(50 48) scale(.3047)">${icon}</g></svg>\n`;
}

function avatarSvg(folk) {
  const icon = iconPaths(folk.icon).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${folk.name}"><title>${folk.name}</title><defs><radialGradient id="p" cx=".5" cy=".38" r=".7">${PARCHMENT}</radialGradient></defs><rect width="128" height="128" rx="18" fill="${folk.accent}"/><rect x="4" y="4" width="120" height="120" rx="15" fill="none" stroke="#d9b566" stroke-width="2"/><rect x="9" y="9" width="110" height="110" rx="11" fill="url(#p)"/><path d="M9 98h110v10a11 11 0 0 1-11 11H20A11 11 0 0 1 9 108z" fill="${folk.light}" opacity=".35"/><g fill="${folk.ink}" transform="translate(18 16) scale(.1797)">${icon}</g></svg>\n`;
}

const out = path.join(root, 'packages/web/public/images');
for (const [folder, render] of [
  ['races', raceSvg],
  ['avatars', avatarSvg],
]) {
  fs.mkdirSync(path.join(out, folder), { recursive: true });
  for (const folk of FOLK) {
    const file = path.join(out, folder, `${folk.key}.svg`);
    fs.writeFileSync(file, render(folk));
    console.log(`${path.relative(root, file)} (${fs.statSync(file).size} bytes)`);
  }
}
