/**
 * Content changes rarely (a seed, a deploy, an editor publishing in the CMS) but is read on most requests:
 * each answer is kept for a while, per key. A failed load is not kept, so the next request tries again.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return function cached(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load();
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    entries.set(key, { at: now(), value });
    return value;
  };
}
