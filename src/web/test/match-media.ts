/**
 * A controllable matchMedia for jsdom. It understands the two queries the app asks:
 * `(prefers-color-scheme: dark)` and `(min-width: Npx)` / `(max-width: Npx)`, and fires `change`
 * on the lists whose answer flips, like a browser does.
 */
interface Env {
  width: number;
  dark: boolean;
}

type Listener = (event: MediaQueryListEvent) => void;

let env: Env = { width: 1280, dark: false };
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return env.dark;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  let ok = true;
  if (min?.[1]) ok &&= env.width >= Number(min[1]);
  if (max?.[1]) ok &&= env.width <= Number(max[1]);
  return ok;
}

export function installMatchMedia(initial: Env): void {
  env = { ...initial };
  lists.clear();
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, l: Listener) => entry.listeners.add(l),
      removeEventListener: (_type: string, l: Listener) => entry.listeners.delete(l),
      addListener: (l: Listener) => entry.listeners.add(l),
      removeListener: (l: Listener) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  };
}

/** Changes the simulated environment and notifies the lists whose answer changed. */
export function setMediaEnv(next: Partial<Env>): void {
  env = { ...env, ...next };
  if (next.width !== undefined) window.innerWidth = next.width;
  for (const entry of lists) {
    const now = evaluate(entry.query);
    if (now === entry.last) continue;
    entry.last = now;
    for (const l of entry.listeners) l({ matches: now, media: entry.query } as MediaQueryListEvent);
  }
}
