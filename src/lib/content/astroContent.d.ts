// Just enough of Astro's virtual module for `tsc -p .` (Astro generates the full types in .astro/ when it
// builds; that folder is not part of the TypeScript project).
declare module 'astro:content' {
  export function getCollection(
    collection: string,
  ): Promise<{ id: string; data: unknown; rendered?: { html: string } }[]>;
}
