// The sides' colours on the board preview's map are readable in every theme VS Code ships: each
// side's influence figures and labels against what they are drawn on, and the white figures of a
// controlled marker against the side's colour, at least 4.5:1 (WCAG 2 AA for text). The page as the
// preview renders it is read: its style sheet resolved for the theme's body classes and the
// editor's colours (VS Code sets --vscode-* on the webview's root), and the map checked to draw
// the elements those rules colour. Issue 19: Light High Contrast took the dark palette's colours.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, boardView } from '../../../core/src/analysis';
import { renderBoardDocument } from '../../../client/src/preview/render';

/** The themes VS Code ships, with their body classes and the colours of theirs the page reads. */
const THEMES: readonly { name: string; classes: string[]; colours: Record<string, string> }[] = [
  { name: 'Light Modern', classes: ['vscode-light'], colours: { '--vscode-editorWidget-background': '#f8f8f8', '--vscode-editor-background': '#ffffff', '--vscode-editor-foreground': '#3b3b3b' } },
  { name: 'Light+', classes: ['vscode-light'], colours: { '--vscode-editorWidget-background': '#f3f3f3', '--vscode-editor-background': '#ffffff', '--vscode-editor-foreground': '#000000' } },
  { name: 'Dark Modern', classes: ['vscode-dark'], colours: { '--vscode-editorWidget-background': '#202020', '--vscode-editor-background': '#1f1f1f', '--vscode-editor-foreground': '#cccccc' } },
  { name: 'Dark+', classes: ['vscode-dark'], colours: { '--vscode-editorWidget-background': '#252526', '--vscode-editor-background': '#1e1e1e', '--vscode-editor-foreground': '#d4d4d4' } },
  { name: 'Dark High Contrast', classes: ['vscode-high-contrast'], colours: { '--vscode-editorWidget-background': '#0c141f', '--vscode-editor-background': '#000000', '--vscode-editor-foreground': '#ffffff' } },
  { name: 'Light High Contrast', classes: ['vscode-high-contrast', 'vscode-high-contrast-light'], colours: { '--vscode-editorWidget-background': '#ffffff', '--vscode-editor-background': '#ffffff', '--vscode-editor-foreground': '#292929' } },
  // A standalone picture (tsn render, or a theme that sets none of these): the style's own fallbacks.
  { name: 'no theme colours', classes: [], colours: {} },
];

interface Rule { selectors: string[]; declarations: Map<string, string> }

function rules(css: string): Rule[] {
  const out: Rule[] = [];
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const d of m[2]!.split(';')) {
      const at = d.indexOf(':');
      if (at > 0) declarations.set(d.slice(0, at).trim(), d.slice(at + 1).trim());
    }
    out.push({ selectors: m[1]!.split(',').map((s) => s.trim().replace(/\s+/g, ' ')), declarations });
  }
  return out;
}

/** The custom properties the page's root and body get in a theme, in the cascade's order. */
function customProperties(all: readonly Rule[], theme: (typeof THEMES)[number]): Map<string, string> {
  const out = new Map(Object.entries(theme.colours));
  const applies = (selector: string) => selector === ':root'
    || (/^body(\.[\w-]+)+$/.test(selector) && selector.split('.').slice(1).every((c) => theme.classes.includes(c)));
  // :root first, then body (inherited by everything inside it); each in source order.
  for (const pass of [(s: string) => s === ':root', (s: string) => s !== ':root']) {
    for (const rule of all) {
      if (!rule.selectors.some((s) => pass(s) && applies(s))) continue;
      for (const [name, value] of rule.declarations) if (name.startsWith('--')) out.set(name, value);
    }
  }
  return out;
}

/** A value with its var()s resolved: `var(--a, fallback)`. */
function resolve(value: string, properties: Map<string, string>, depth = 0): string {
  assert.ok(depth < 20, `var() loop in ${value}`);
  const m = /^var\((--[\w-]+)\s*(?:,\s*(.*))?\)$/.exec(value.trim());
  if (!m) return value.trim();
  const set = properties.get(m[1]!);
  return resolve(set ?? m[2] ?? '', properties, depth + 1);
}

/** The `fill` a rule of the map's style gives a selector. */
function fill(all: readonly Rule[], selector: string): string {
  const rule = [...all].reverse().find((r) => r.selectors.includes(selector) && r.declarations.has('fill'));
  assert.ok(rule, `no fill for ${selector}`);
  return rule.declarations.get('fill')!;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  assert.ok(m, `not a colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

const colour = (value: string) => (value === 'white' ? '#ffffff' : value.toLowerCase());

describe('the sides\' colours on the map are readable in every theme (WCAG AA, 4.5:1)', () => {
  const analysis = analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.H   VIE VN2 ; CON\n1.1   NAS#IR6+3 D4 ; MAR&JP3 KR\n');
  const page = renderBoardDocument(boardView(analysis, 2), { nonce: 'abcdefgh12345678', cspSource: 'vscode-resource:', file: 'game.tsn' });
  const css = /<style nonce="[^"]*">([\s\S]*?)<\/style>/.exec(page)![1]!;
  const all = rules(css);

  // What the map draws in each side's colour, and what it draws it on.
  const PAIRS: readonly { what: string; drawn: RegExp; text: string; on: string }[] = [
    { what: 'the US\'s influence figures', drawn: /<g class="inf us[^"]*"/, text: '.tsn-board .inf.us .inf-n', on: '.tsn-board .inf rect' },
    { what: 'the USSR\'s influence figures', drawn: /<g class="inf ussr[^"]*"/, text: '.tsn-board .inf.ussr .inf-n', on: '.tsn-board .inf rect' },
    { what: 'the US label of a panel row', drawn: /class="row-side us"/, text: '.tsn-board .row-side.us', on: '.tsn-board .panel' },
    { what: 'the USSR label of a panel row', drawn: /class="row-side ussr"/, text: '.tsn-board .row-side.ussr', on: '.tsn-board .panel' },
    { what: 'a US effect in force', drawn: /class="effect us"/, text: '.tsn-board .effect.us', on: '.tsn-board .panel' },
    { what: 'the figures of a US-controlled marker', drawn: /<g class="inf us ctl|<g class="inf ctl us|class="inf [^"]*ctl[^"]*us/, text: '.tsn-board .inf.ctl .inf-n', on: '.tsn-board .inf.ctl.us rect' },
    { what: 'the figures of a USSR-controlled marker', drawn: /class="inf [^"]*ctl[^"]*ussr|class="inf ussr[^"]*ctl/, text: '.tsn-board .inf.ctl .inf-n', on: '.tsn-board .inf.ctl.ussr rect' },
  ];

  test('the map draws each element whose colours are checked', () => {
    for (const pair of PAIRS) assert.match(page, pair.drawn, pair.what);
  });

  for (const theme of THEMES) {
    test(theme.name, () => {
      const properties = customProperties(all, theme);
      for (const pair of PAIRS) {
        const text = colour(resolve(fill(all, pair.text), properties));
        const on = colour(resolve(fill(all, pair.on), properties));
        const ratio = contrast(text, on);
        assert.ok(ratio >= 4.5, `${theme.name}: ${pair.what}, ${text} on ${on}: ${ratio.toFixed(2)}:1`);
      }
    });
  }
});
