/**
 * Astro's getStaticPaths for the library's detail pages: one page per entry, addressed by `param` (the
 * file's [bracketed] name) with the entry's slug, and the entry itself as the page's `page` prop. Pages
 * type their props with `InferGetStaticPropsType<typeof getStaticPaths>`.
 */
export function pagePaths<Page, Param extends string>(
  param: Param,
  pages: readonly Page[],
  slugOf: (page: Page) => string,
): Array<{ params: Record<Param, string>; props: { page: Page } }> {
  return pages.map((page) => ({
    params: { [param]: slugOf(page) } as Record<Param, string>,
    props: { page },
  }));
}
