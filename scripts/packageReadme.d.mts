// Types of packageReadme.mjs (a plain module: scripts/package.mjs runs under node without tsx).
export interface RelativeImage {
  readonly text: string;
  readonly alt: string;
  readonly path: string;
  readonly type: string | undefined;
}
export function relativeImages(markdown: string): RelativeImage[];
export function withImagesInline(markdown: string, read: (path: string) => Uint8Array): string;
export function publicRepository(manifest: { readonly repository?: string | { readonly url?: string } }): string | undefined;
export function packagedReadme(root: string): string;
