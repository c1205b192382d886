// The README as the .vsix carries it. VS Code's Extensions view shows an installed extension's README
// in a page whose images may come only from https: or data: URLs (its Content Security Policy and
// its sanitizer drop any other source), so the README's relative pictures (docs/images/...) show
// there as alt text. With a public home for them (package.json's `repository` on GitHub or GitLab,
// or a --base-images-url), vsce rewrites them to https: URLs; without one, the packaged README
// carries each picture inline, as a data: URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const IMAGE_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** Markdown image links `![alt](path)` whose path is relative, with their type. */
export function relativeImages(markdown) {
  return [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)]
    .filter((m) => !/^[a-z][a-z0-9+.-]*:/i.test(m[2]))
    .map((m) => ({ text: m[0], alt: m[1], path: m[2], type: IMAGE_TYPES[m[2].slice(m[2].lastIndexOf('.')).toLowerCase()] }));
}

/** The Markdown with each relative image inline as a data: URL; `read` gives a file's bytes. */
export function withImagesInline(markdown, read) {
  let out = markdown;
  for (const image of relativeImages(markdown)) {
    if (!image.type) throw new Error(`${image.path}: not a picture the Extensions view shows (PNG, JPEG or GIF)`);
    out = out.replace(image.text, `![${image.alt}](data:${image.type};base64,${Buffer.from(read(image.path)).toString('base64')})`);
  }
  return out;
}

/** Where the pictures can live on the web, when anywhere: a GitHub or GitLab repository named in package.json. */
export function publicRepository(manifest) {
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return url && /^(?:git\+)?https:\/\/(?:github\.com|gitlab\.com)\//.test(url) ? url : undefined;
}

/** The README of `root` with its pictures inline. */
export function packagedReadme(root) {
  return withImagesInline(readFileSync(join(root, 'README.md'), 'utf8'), (path) => readFileSync(join(root, path)));
}
