interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
}

function installedNames(lock: Lockfile): Set<string> {
  return new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
}

/** Optional dependencies named by a lock entry but with no entry of their own (`owner → name`). */
export function danglingOptionalDependencies(lock: Lockfile): string[] {
  const present = installedNames(lock);
  return Object.entries(lock.packages).flatMap(([owner, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !present.has(name))
      .map((name) => `${owner} → ${name}`),
  );
}

export function pruneDanglingOptionalDependencies(lock: Lockfile): void {
  const present = installedNames(lock);
  for (const entry of Object.values(lock.packages)) {
    if (!entry.optionalDependencies) continue;
    for (const name of Object.keys(entry.optionalDependencies)) {
      if (!present.has(name)) delete entry.optionalDependencies[name];
    }
    if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
  }
}
