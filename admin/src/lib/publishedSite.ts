import { useEffect, useState } from 'react';
import { checkArea, type SiteArea, type SiteContent } from '#core/site/areas.ts';
import { supabase } from './supabase.ts';

const reads = new Map<SiteArea, Promise<unknown>>();

/**
 * One area of the site content as visitors see it (admin → Sitio publishes it): the published row when it
 * passes its schema, else the seeded defaults, which load on demand so the panel's first load stays light.
 * Read once per session of the panel; screens that show the ministry's funds or zone wait for it.
 */
export function publishedArea<Area extends SiteArea>(area: Area): Promise<SiteContent[Area]> {
  let read = reads.get(area) as Promise<SiteContent[Area]> | undefined;
  if (!read) {
    read = (async () => {
      const { data, error } = await supabase
        .from('site_content')
        .select('content')
        .eq('area', area)
        .maybeSingle();
      // Unreadable now (offline): the defaults stand in, and the next screen tries again.
      if (error) reads.delete(area);
      const checked = data ? checkArea(area, data.content) : undefined;
      if (checked?.ok) return checked.value;
      const { siteDefaults } = await import('#core/siteConfig.ts');
      return siteDefaults[area];
    })();
    reads.set(area, read);
  }
  return read;
}

/** The area once read; undefined meanwhile. */
export function usePublishedArea<Area extends SiteArea>(area: Area): SiteContent[Area] | undefined {
  const [content, setContent] = useState<SiteContent[Area]>();
  useEffect(() => {
    let current = true;
    publishedArea(area).then((value) => current && setContent(value));
    return () => {
      current = false;
    };
  }, [area]);
  return content;
}

/** After a publish in this panel: the next read fetches the area again. */
export const forgetPublishedArea = (area: SiteArea) => reads.delete(area);
