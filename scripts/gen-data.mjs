#!/usr/bin/env node
// Regenerates the country and card tables in core/src/data/{countries,cards}.ts from the
// reference copy in test/fixtures/reference/. Only the text between the
// `// BEGIN GENERATED <name>` and `// END GENERATED <name>` markers is replaced; everything
// else in those files is written by hand. The unit tests in test/unit/data/ are the check.
//
//   node scripts/gen-data.mjs           rewrite the tables
//   node scripts/gen-data.mjs --check   exit 1 if a table is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const referenceDir = join(root, 'test', 'fixtures', 'reference');
const dataDir = join(root, 'core', 'src', 'data');
const check = process.argv.includes('--check');

const countriesRef = JSON.parse(readFileSync(join(referenceDir, 'countries.json'), 'utf8'));
const cardsRef = JSON.parse(readFileSync(join(referenceDir, 'cards.json'), 'utf8'));

/** A single-quoted TypeScript string literal. */
function str(text) {
  if (typeof text !== 'string') throw new Error(`expected a string, got ${JSON.stringify(text)}`);
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `'${body}'`;
}

function strList(items) {
  return `[${items.map(str).join(', ')}]`;
}

/** A long string as `'...' +` pieces of about `width` characters, split after spaces. */
function wrappedStr(text, indent, width = 96) {
  const pieces = [];
  let rest = text;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width);
    if (cut <= 0) cut = rest.indexOf(' ', width);
    if (cut <= 0) break;
    pieces.push(rest.slice(0, cut + 1));
    rest = rest.slice(cut + 1);
  }
  pieces.push(rest);
  return pieces.map(str).join(` +\n${indent}`);
}

// ---- countries -------------------------------------------------------------------------------

const SUBREGION_CONST = { 'Western Europe': 'WE', 'Eastern Europe': 'EE', 'Southeast Asia': 'SEA' };

function countryRows() {
  const rows = countriesRef.countries.map((c) => {
    const start = [];
    if (c.start_influence.US) start.push(`US: ${c.start_influence.US}`);
    if (c.start_influence.USSR) start.push(`USSR: ${c.start_influence.USSR}`);
    const cells = [
      `${str(c.code)},`,
      `${str(c.name)},`,
      `${str(c.region)},`,
      `[${c.subregions.map((s) => SUBREGION_CONST[s] ?? str(s)).join(', ')}],`,
      `${c.stability},`,
      `${c.battleground},`,
      `${strList(c.adjacent)}`,
    ];
    const tail = [];
    if (start.length > 0 || c.aliases) tail.push(start.length > 0 ? `{ ${start.join(', ')} }` : '{}');
    if (c.aliases) tail.push(strList(c.aliases));
    return { country: c, cells, tail };
  });
  const widths = rows[0].cells.map((_, i) => Math.max(...rows.map((r) => r.cells[i].length)));
  const lines = [];
  let region = null;
  for (const row of rows) {
    const c = row.country;
    if (c.region !== region) {
      region = c.region;
      const inRegion = countriesRef.countries.filter((x) => x.region === region);
      const battlegrounds = inRegion.filter((x) => x.battleground).length;
      let comment = `${region}: ${inRegion.length} countries`;
      if (region === 'Asia') {
        const sea = inRegion.filter((x) => x.subregions.includes('Southeast Asia')).length;
        comment += ` (${sea} in Southeast Asia)`;
      }
      comment += `, ${battlegrounds} battlegrounds`;
      if (region === 'Europe') comment += '; Austria and Finland are in both Western and Eastern Europe';
      if (lines.length > 0) lines.push('');
      lines.push(`  // ${comment}.`);
    }
    // Pad every cell but the last so the columns line up.
    const last = row.cells.length - 1;
    const cells = row.cells.map((cell, i) => {
      if (i < last) return cell.padEnd(widths[i] + 1);
      return row.tail.length ? `${cell},`.padEnd(widths[i] + 2) + row.tail.join(', ') : cell;
    });
    const args = cells.join('');
    lines.push(`  country(${args}),`);
  }
  return lines.join('\n');
}

// ---- cards -----------------------------------------------------------------------------------

const ERA_NAME = { Early: 'Early War', Mid: 'Mid War', Late: 'Late War' };

/**
 * Cards that may not be headlined, by number: the reference says so only in the summaries' words
 * (The China Card, 6, and UN Intervention, 32: rule 4.5 C and the cards' texts). test/unit/data/cards.test.ts
 * checks this list against those words.
 */
const NOT_HEADLINED = new Set([6, 32]);

function cardBlock(c) {
  const head = [
    `number: ${c.number}`,
    `code: ${str(c.tsn_code)}`,
    `name: ${str(c.name)}`,
    `ops: ${c.ops}`,
    `side: ${str(c.side)}`,
    `era: ${str(c.era)}`,
  ];
  // Flags are written only where they differ from the builder's defaults.
  const flags = [];
  if (c.removed_after_event) flags.push('removedAfterEvent: true');
  if (c.persistent) flags.push('persistent: true');
  if (c.scoring) flags.push('scoring: true');
  if (c.war) flags.push('war: true');
  if (c.optional) flags.push('optional: true');
  if (!c.in_deck) flags.push('inDeck: false');
  if (NOT_HEADLINED.has(c.number)) flags.push('mayBeHeadlined: false');
  const lines = [`  card({`, `    ${head.join(', ')},`];
  if (flags.length) lines.push(`    ${flags.join(', ')},`);
  lines.push(`    effectDuration: ${str(c.effect_duration)},`);
  lines.push(`    summary: ${wrappedStr(c.summary, '      ')},`);
  if (c.notes) {
    lines.push('    notes: [');
    for (const note of c.notes) lines.push(`      ${wrappedStr(note, '        ')},`);
    lines.push('    ],');
  }
  lines.push('  }),');
  return lines.join('\n');
}

function cardRows() {
  const cards = [...cardsRef.cards].sort((a, b) => a.number - b.number);
  const blocks = [];
  let group = null;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const key = `${c.era}/${c.optional}`;
    if (key !== group) {
      group = key;
      let end = i;
      while (end + 1 < cards.length && `${cards[end + 1].era}/${cards[end + 1].optional}` === key) end++;
      const range = end > i ? `${c.number}-${cards[end].number}` : `${c.number}`;
      const label = `${ERA_NAME[c.era]}${c.optional ? ', optional' : ''}`;
      blocks.push(`${blocks.length ? '\n' : ''}  // ${label}: ${range}.`);
    }
    blocks.push(cardBlock(c));
  }
  return blocks.join('\n');
}

// ---- write -----------------------------------------------------------------------------------

function replaceBetweenMarkers(file, name, body) {
  const path = join(dataDir, file);
  const text = readFileSync(path, 'utf8');
  const begin = `  // BEGIN GENERATED ${name} (scripts/gen-data.mjs)\n`;
  const end = `  // END GENERATED ${name}\n`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: markers for ${name} not found`);
  const next = text.slice(0, from + begin.length) + body + '\n' + text.slice(to);
  if (next === text) return false;
  if (check) {
    console.error(`${file}: the ${name} table is out of date; run node scripts/gen-data.mjs`);
    process.exitCode = 1;
  } else {
    writeFileSync(path, next);
    console.log(`wrote ${name} table in core/src/data/${file}`);
  }
  return true;
}

const changed = [
  replaceBetweenMarkers('countries.ts', 'countries', countryRows()),
  replaceBetweenMarkers('cards.ts', 'cards', cardRows()),
];
if (!changed.some(Boolean)) console.log('tables are up to date');
