import { Link } from 'react-router';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { AREA_GROUPS, AREA_SCREENS, areasFor } from './siteAreas.ts';

const siteCopy = adminMessages.site;

/** /admin/sitio: the areas this person may edit, by group; editors never see identity, contact or giving. */
export function SiteIndex() {
  const { role } = useStaff();
  const areas = areasFor(role);
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{siteCopy.name}</h1>
      <p className="mt-2 text-ink-700">{siteCopy.indexIntro}</p>
      {AREA_GROUPS.map((group) => {
        const inGroup = areas.filter((area) => AREA_SCREENS[area].group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`sitio-${group.id}`} className="mt-8">
            <h2 id={`sitio-${group.id}`} className="text-lg font-bold">
              {group.title}
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((area) => (
                <li key={area}>
                  <Link to={`/sitio/${area}`} className="card block h-full hover:border-navy-700">
                    <span className="font-bold text-navy-800">{AREA_SCREENS[area].title}</span>
                    <span className="mt-1 block text-sm text-ink-700">{AREA_SCREENS[area].summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
